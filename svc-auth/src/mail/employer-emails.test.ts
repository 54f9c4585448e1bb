import { renderEmail } from './email-templates.ts';

const context = { publicOrigin: 'https://portal.example' };
const adminNotice = {
  name: 'Ada',
  companyName: 'Acme & Co',
  employerName: 'Eve Employer',
  combineName: 'Q3 <SDRs>',
  candidateName: 'Jordan Lee',
  combineId: '665f1c0ffee0000000000c01',
};

describe('the employer portal e-mails', () => {
  it('notice: a notification as an e-mail (title, text, the screen under the public origin), escaped', () => {
    const email = renderEmail(
      'notice',
      {
        name: 'Eve',
        title: 'Your hire is <confirmed>',
        body: 'The candidate <b>confirmed</b>.',
        link: '/employer/x',
      },
      undefined,
      context,
    );
    expect(email.subject).toBe('Your hire is <confirmed>');
    expect(email.text).toContain('Hello Eve,');
    expect(email.text).toContain('The candidate <b>confirmed</b>.');
    expect(email.text).toContain('https://portal.example/employer/x');
    expect(email.html).toContain('The candidate &#60;b&#62;confirmed');
    expect(email.html).not.toContain('<b>');
    // A link that is not a path of the portal is refused (no open redirect through our e-mails).
    expect(() =>
      renderEmail('notice', { title: 'T', body: 'B', link: 'https://evil.example' }, undefined, context),
    ).toThrow(/invalid/);
  });

  it('client-invitation: names the company and links the employer sign-in page', () => {
    const email = renderEmail(
      'client-invitation',
      { name: 'Eve', companyName: 'Acme <b>' },
      undefined,
      context,
    );
    expect(email.subject).toMatch(/invited/);
    expect(email.text).toContain('Hello Eve,');
    expect(email.text).toContain('a member of Acme <b>.');
    expect(email.text).toContain('https://portal.example/employer/auth');
    expect(email.html).toContain('Acme &#60;b&#62;');
    expect(email.html).not.toContain('<b>');
  });

  it('combine-shared: the combine, its candidate count and its page', () => {
    const email = renderEmail(
      'combine-shared',
      { name: 'Eve', companyName: 'Acme', combineName: 'Q3 SDRs', candidateCount: '1', shareId: 'ab/c' },
      undefined,
      context,
    );
    expect(email.subject).toBe('New talent combine for Acme: Q3 SDRs');
    expect(email.text).toContain('"Q3 SDRs", 1 candidate.');
    expect(email.text).toContain('https://portal.example/employer/combines/ab%2Fc');
  });

  it('combine-digest: each combine by name and count, the ones beyond the list counted', () => {
    const email = renderEmail(
      'combine-digest',
      {
        name: 'Eve',
        companyName: 'Acme',
        frequency: 'weekly',
        combineCount: '2',
        moreCount: '3',
        combine1Name: 'Enterprise <AEs>',
        combine1Count: '6',
        combine1ShareId: 's1',
        combine2Name: 'SDRs',
        combine2Count: '1',
        combine2ShareId: 's2',
      },
      undefined,
      context,
    );
    expect(email.subject).toBe('Your weekly GTM Combine digest for Acme');
    expect(email.text).toContain('- Enterprise <AEs>: 6 candidates\n- SDRs: 1 candidate\n- and 3 more');
    expect(email.text).toContain('https://portal.example/employer/dashboard');
    expect(email.html).toContain('Enterprise &#60;AEs&#62;');
    expect(() =>
      renderEmail('combine-digest', { companyName: 'Acme', frequency: 'daily', combineCount: '1' }),
    ).toThrow('params for template "combine-digest"');
  });

  it('client-decision: the company, the employer, the candidate, the decision and reason, the admin combine page', () => {
    const email = renderEmail(
      'client-decision',
      { ...adminNotice, decision: 'Pass', passReason: 'Needs <more> SaaS', rating: '2' },
      undefined,
      context,
    );
    expect(email.subject).toBe('Acme & Co: Pass on Jordan Lee');
    expect(email.text).toContain(
      'Eve Employer (Acme & Co) marked Jordan Lee as Pass in the talent combine "Q3 <SDRs>".',
    );
    expect(email.text).toContain('Reason: Needs <more> SaaS');
    expect(email.text).toContain('Rating: 2 of 4');
    expect(email.text).toContain(
      'https://portal.example/admin/dashboard/talent-combines/665f1c0ffee0000000000c01',
    );
    expect(email.html).toContain('Acme &#38; Co');
    expect(email.html).not.toContain('<more>');
  });

  it('interview-requested: the proposed times and the note, to the admins', () => {
    const email = renderEmail(
      'interview-requested',
      {
        ...adminNotice,
        slots: '2030-01-02 15:00 UTC (30 min)\n2030-01-03 09:00 UTC (45 min)',
        note: 'Mornings best',
      },
      undefined,
      context,
    );
    expect(email.subject).toBe('Acme & Co requests an interview with Jordan Lee');
    expect(email.text).toContain(
      'Proposed times:\n2030-01-02 15:00 UTC (30 min)\n2030-01-03 09:00 UTC (45 min)',
    );
    expect(email.text).toContain('Note: Mornings best');
    expect(email.html).toContain('2030-01-02 15:00 UTC (30 min)<br>2030-01-03');
    expect(() => renderEmail('interview-requested', { ...adminNotice })).toThrow('interview-requested');
  });

  it('candidate-interview-request: the company and the times, to the candidate', () => {
    const email = renderEmail(
      'candidate-interview-request',
      { name: 'Jordan', companyName: 'Acme', slots: '2030-01-02 15:00 UTC (30 min)', note: '' },
      undefined,
      context,
    );
    expect(email.subject).toBe('Acme would like to interview you');
    expect(email.text).toContain('Hello Jordan,');
    expect(email.text).toContain('at one of these times:\n2030-01-02 15:00 UTC (30 min)');
    expect(email.text).not.toContain('Their note');
    expect(email.text).toContain('https://portal.example/candidate/dashboard');
    expect(email.text).toContain('Accept one of these times, propose others or decline on your dashboard');
  });
});
