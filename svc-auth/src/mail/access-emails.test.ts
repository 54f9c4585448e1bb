import { renderEmail, TemplateParamsError } from './email-templates.ts';

const context = { publicOrigin: 'https://portal.example' };

describe('the access e-mails', () => {
  it('registration-attempt: tells the owner nothing changed, links their own sign-in, carries no code', () => {
    const email = renderEmail('registration-attempt', { name: 'Eve', kind: 'employer' }, undefined, context);
    expect(email.subject).toBe('Someone tried to register with your GTM Combine address');
    expect(email.text).toContain('Hello Eve,');
    expect(email.text).toContain('nothing about your account changed');
    expect(email.text).toContain('https://portal.example/employer/auth');
    expect(email.text).not.toMatch(/\b\d{6}\b/);
    const candidate = renderEmail('registration-attempt', { kind: 'candidate' }, undefined, context);
    expect(candidate.text).toContain('https://portal.example/candidate/auth?signin=true');
    expect(() => renderEmail('registration-attempt', { kind: 'robot' }, undefined, context)).toThrow(
      TemplateParamsError,
    );
  });

  it('client-access-requested: the employer, whether their company matched, and the Client Users screen', () => {
    const email = renderEmail(
      'client-access-requested',
      { name: 'Ada', employerName: 'Eve <i>', employerEmail: 'eve@x.test', company: 'Acme', matched: 'yes' },
      undefined,
      context,
    );
    expect(email.subject).toBe('Eve <i> asks for employer access');
    expect(email.text).toContain('matches an existing client company');
    expect(email.text).toContain('https://portal.example/admin/client-users');
    expect(email.html).not.toContain('<i>');
    const none = renderEmail(
      'client-access-requested',
      { employerName: 'Eve', employerEmail: 'eve@x.test', matched: 'no' },
      undefined,
      context,
    );
    expect(none.text).toContain('They named no company.');
  });

  it('client-access-approved and -denied: the decision in the employer’s words', () => {
    const approved = renderEmail(
      'client-access-approved',
      { name: 'Eve', companyName: 'Acme' },
      undefined,
      context,
    );
    expect(approved.subject).toBe('Your GTM Combine access is approved');
    expect(approved.text).toContain('as a member of Acme');
    expect(approved.text).toContain('https://portal.example/employer/auth');
    const denied = renderEmail('client-access-denied', { name: 'Eve' }, undefined, context);
    expect(denied.text).toContain('We could not approve employer access');
  });
});
