import type { THiringEvent } from '@gtm/contracts/hiring-events';
import { noticesOf } from './notification-texts.ts';
import { matchesEtag } from './notifications.handlers.ts';

const ref = {
  eventId: 'e1',
  at: 1_700_000_000_000,
  shareId: 'share1',
  combineId: 'combine1',
  companyId: 'company1',
  companyName: 'Acme Corp',
  onePagerId: 'op1',
  candidateUserId: 'cand1',
};
const facts = { candidateName: 'Jane Doe', companyKnownToCandidate: false };

describe('noticesOf', () => {
  it('says GTM Combine closed a request after a hire elsewhere, and tells that company in its bell', () => {
    const notices = noticesOf(
      { ...ref, type: 'interview.updated', requestId: 'r1', action: 'cancel', by: 'portal' },
      facts,
    );
    expect(notices).toEqual([
      expect.objectContaining({
        audience: { to: 'user', userId: 'cand1' },
        title: 'GTM Combine closed Acme Corp’s interview request',
      }),
      expect.objectContaining({
        audience: { to: 'company', companyId: 'company1' },
        title: 'GTM Combine closed your interview request',
        body: 'The candidate accepted another offer and is no longer available.',
        link: '/employer/combines/share1/candidates/op1',
      }),
      expect.objectContaining({ audience: { to: 'admins' } }),
    ]);
    expect(JSON.stringify(notices[1])).not.toContain('Jane');
    // The company's own cancel still reads as the company's.
    const [own] = noticesOf({ ...ref, type: 'interview.updated', requestId: 'r1', action: 'cancel' }, facts);
    expect(own!.title).toBe('Acme Corp cancelled your interview');
  });

  it('placement events: the candidate is asked to confirm (the company named); the company never reads the name', () => {
    const claimed = noticesOf(
      { ...ref, type: 'placement.claimed', placementId: 'p1', startDate: '2031-03-02' },
      facts,
    );
    expect(claimed[0]).toMatchObject({
      audience: { to: 'user', userId: 'cand1' },
      kind: 'placement-claimed',
      title: 'Confirm your hire with Acme Corp',
    });
    const rejected = noticesOf(
      { ...ref, type: 'placement.rejected', placementId: 'p1', by: 'candidate', reason: 'rejected' },
      facts,
    );
    const toCompany = rejected.find((notice) => notice.audience.to === 'company')!;
    expect(toCompany.title).toBe('Your recorded hire was not confirmed');
    expect(JSON.stringify(toCompany)).not.toContain('Jane');
    expect(noticesOf({ ...ref, type: 'placement.check-due', placementId: 'p1' }, facts)).toEqual([
      expect.objectContaining({
        audience: { to: 'company', companyId: 'company1' },
        kind: 'placement-check',
      }),
    ]);
  });

  it('tells the candidate of a share without naming the company, and the company with the combine', () => {
    const notices = noticesOf(
      {
        ...ref,
        type: 'combine.shared',
        combineName: 'Q3 SDRs',
        candidates: [{ onePagerId: 'op1', candidateUserId: 'cand1' }],
      },
      facts,
    );
    expect(notices).toEqual([
      expect.objectContaining({
        audience: { to: 'user', userId: 'cand1' },
        title: 'Your profile was shared with a hiring company',
        link: '/candidate/dashboard',
      }),
      expect.objectContaining({
        audience: { to: 'company', companyId: 'company1' },
        title: 'New talent combine: Q3 SDRs',
        body: '1 candidate shared with Acme Corp.',
        link: '/employer/combines/share1',
      }),
    ]);
    expect(JSON.stringify(notices[0])).not.toContain('Acme');
  });

  it('names the company in an offer or a hire, otherwise only when the candidate knows it from an interview request', () => {
    const event: THiringEvent = {
      ...ref,
      type: 'outcome.recorded',
      stage: 'interviewing',
      previousStage: null,
      by: 'employer',
    };
    const [unknown, admins] = noticesOf(event, facts);
    expect(unknown).toMatchObject({
      title: 'You are interviewing',
      body: 'Your stage with a hiring company is now: interviewing.',
    });
    expect(admins).toMatchObject({
      audience: { to: 'admins' },
      title: 'Acme Corp: Jane Doe is interviewing',
    });
    const [known] = noticesOf(event, { ...facts, companyKnownToCandidate: true });
    expect(known!.body).toBe('Your stage with Acme Corp is now: interviewing.');
    // A hire is consent, and an offer is made to the candidate: the company is named (issue 47).
    const [hired] = noticesOf({ ...event, stage: 'hired' }, facts);
    expect(hired).toMatchObject({
      title: 'You were hired',
      body: 'Your stage with Acme Corp is now: hired.',
    });
    const [offer] = noticesOf({ ...event, stage: 'offer' }, facts);
    expect(offer!.body).toBe('Your stage with Acme Corp is now: offer made.');
    const [notSelected] = noticesOf({ ...event, stage: 'not-selected' }, facts);
    expect(notSelected!.body).toBe('Your stage with a hiring company is now: not selected.');
    // An admin's correction is not news to the admins.
    expect(noticesOf({ ...event, by: 'admin' }, facts).map((notice) => notice.audience.to)).toEqual(['user']);
  });

  it('tells the company of an answer without the candidate’s name, the admins with it', () => {
    const notices = noticesOf(
      { ...ref, type: 'interview.answered', requestId: 'r1', action: 'decline' },
      facts,
    );
    expect(notices[0]).toMatchObject({
      audience: { to: 'company', companyId: 'company1' },
      title: 'A candidate declined your interview request',
      link: '/employer/combines/share1/candidates/op1',
    });
    expect(JSON.stringify(notices[0])).not.toContain('Jane');
    expect(notices[1]).toMatchObject({ title: 'Jane Doe declined Acme Corp’s interview request' });
  });

  it('sends new candidates only to admins with new-candidate alerts, and a cleared decision to no one', () => {
    expect(
      noticesOf(
        { eventId: 'e', at: 1, type: 'candidate.registered', candidateUserId: 'u', name: 'Newt' },
        facts,
      ),
    ).toEqual([expect.objectContaining({ audience: { to: 'admins', only: 'newCandidateAlerts' } })]);
    expect(
      noticesOf({ ...ref, type: 'evaluation.decided', decision: null, previousDecision: 'maybe' }, facts),
    ).toEqual([]);
  });
});

describe('matchesEtag', () => {
  it('matches the ETag in a list, weak or strong, and * ; nothing without a header', () => {
    expect(matchesEtag('"a", "n.u.1"', '"n.u.1"')).toBe(true);
    expect(matchesEtag('W/"n.u.1"', '"n.u.1"')).toBe(true);
    expect(matchesEtag('*', '"n.u.1"')).toBe(true);
    expect(matchesEtag('"n.u.2"', '"n.u.1"')).toBe(false);
    expect(matchesEtag(undefined, '"n.u.1"')).toBe(false);
  });
});
