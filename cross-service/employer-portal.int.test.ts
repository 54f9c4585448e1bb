import { FREE_TEXT_MESSAGES } from '@gtm/contracts/free-text';
import type { TIdentity } from '@gtm/contracts/identity';
import {
  EMPLOYER_ANSWERS,
  EMPLOYER_LIMITS,
  ZCandidateActivity,
  ZClientComment,
  ZClientEvaluation,
  ZCombineShares,
  ZEmployerCombine,
  ZEmployerDashboard,
  ZEmployerOnePager,
  ZInterviewRequest,
  ZPrivateNoteAnswer,
  ZShareCombineAnswer,
  ZShareFeedback,
} from '@gtm/contracts/employer';
import { TALENT_ANSWERS, ZMessageAnswer } from '@gtm/contracts/talent';
import { errorOf, JOB_STATES, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * The employer portal end to end on real services: an admin shares a combine with client companies
 * (svc-clients says which exist), employers of those companies read and act on it (svc-clients says who they
 * are, on every request), the admins read what they did, and the candidate sees what became of their one-pager.
 */
let s: TEmployerStack;
let admin: TIdentity;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Sharer');
});
afterAll(() => s.close());

const jobsOf = <T>(queue: { getJobs: (states: (typeof JOB_STATES)[number][]) => Promise<T[]> }) =>
  queue.getJobs([...JOB_STATES]);
const auditOf = async (targetId: string) =>
  (await s.candidates.auditEvents.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .map((job) => job.data)
    .filter((event) => event.target.id === targetId);

const sharePath = (combineId: string) => `/api/talent-combines/${combineId}/shares`;
const employerPath = (shareId: string, onePagerId?: string, rest = '') =>
  `/api/employer/combines/${shareId}${onePagerId ? `/one-pagers/${onePagerId}${rest}` : ''}`;

/** A combine of two visible candidates and one withheld, shared with company A (full view). */
const setUp = async () => {
  const combine = await s.combine();
  const kim = await s.candidate({
    first: 'Kimberly',
    last: 'Ostrander',
    privacy: { profilePublic: true, showContact: true },
    combineIds: [combine.id],
  });
  const raj = await s.candidate({
    first: 'Rajesh',
    last: 'Vantongeren',
    privacy: { profilePublic: true, showContact: false },
    interviews: false,
    combineIds: [combine.id],
  });
  const hidden = await s.candidate({
    first: 'Hildegard',
    last: 'Withheldsen',
    privacy: { profilePublic: false, showContact: true },
    combineIds: [combine.id],
  });
  const companyA = await s.company({ viewType: 'full' });
  const companyB = await s.company({ viewType: 'anonymized' });
  const shared = await json(
    await s.request('POST', sharePath(combine.id), admin, { companyIds: [companyA.id] }),
    ZShareCombineAnswer,
  );
  const shareA = shared.shares.find((share) => share.companyId === companyA.id)!;
  return { combine, kim, raj, hidden, companyA, companyB, shareA };
};

describe('sharing a combine (admins)', () => {
  it('shares with companies, once; announces each new share; withdraws; revives; audits each write', async () => {
    const combine = await s.combine();
    await s.candidate({
      first: 'Ann',
      last: 'Able',
      privacy: { profilePublic: true, showContact: false },
      combineIds: [combine.id],
    });
    const [a, b] = [await s.company({ viewType: 'full' }), await s.company({ viewType: 'anonymized' })];

    const shared = await json(
      await s.request('POST', sharePath(combine.id), admin, { companyIds: [a.id, b.id, a.id] }),
      ZShareCombineAnswer,
    );
    expect(shared.message).toBe(EMPLOYER_ANSWERS.shared(2));
    expect(shared.shares.map((share) => [share.companyName, share.sharedByName, share.withdrawnAt])).toEqual(
      expect.arrayContaining([
        [a.name, 'Ada Sharer', null],
        [b.name, 'Ada Sharer', null],
      ]),
    );
    const shareA = shared.shares.find((share) => share.companyId === a.id)!;

    // Again: nothing changes, nothing is announced twice.
    const again = await json(
      await s.request('POST', sharePath(combine.id), admin, { companyIds: [a.id] }),
      ZShareCombineAnswer,
    );
    expect(again.message).toBe(EMPLOYER_ANSWERS.alreadyShared);
    const sharedEvents = async () =>
      (await jobsOf(s.candidates.shareEvents)).filter((job) =>
        shared.shares.some((share) => share.id === job.data.shareId),
      );
    const first = await sharedEvents();
    expect(first.map((job) => job.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'combine.shared',
          shareId: shareA.id,
          companyId: a.id,
          combineName: combine.name,
          candidateCount: 1,
        }),
      ]),
    );
    expect(first).toHaveLength(2);
    for (const job of first) expect(job.id).toBe(job.data.eventId);
    expect(first.every((job) => !String(job.id).includes(':'))).toBe(true);

    // Withdrawn: announced, listed with its date; a second withdrawal changes nothing.
    const withdrawn = await s.request('DELETE', `${sharePath(combine.id)}/${shareA.id}`, admin);
    expect((await json(withdrawn, ZMessageAnswer)).message).toBe(EMPLOYER_ANSWERS.withdrawn);
    expect((await s.request('DELETE', `${sharePath(combine.id)}/${shareA.id}`, admin)).status).toBe(200);
    const list = await json(await s.request('GET', sharePath(combine.id), admin), ZCombineShares);
    expect(list.items.find((share) => share.id === shareA.id)?.withdrawnAt).toEqual(expect.any(String));
    expect((await sharedEvents()).filter((job) => job.data.type === 'combine.share-withdrawn')).toHaveLength(
      1,
    );

    // Shared again: the same share, live again, announced again.
    const revived = await json(
      await s.request('POST', sharePath(combine.id), admin, { companyIds: [a.id] }),
      ZShareCombineAnswer,
    );
    expect(revived.message).toBe(EMPLOYER_ANSWERS.shared(1));
    expect(revived.shares.find((share) => share.companyId === a.id)).toMatchObject({
      id: shareA.id,
      withdrawnAt: null,
    });
    expect((await sharedEvents()).filter((job) => job.data.type === 'combine.shared')).toHaveLength(3);

    expect((await auditOf(combine.id)).map((event) => event.action).sort()).toEqual([
      'talent-combine.share-withdrawn',
      'talent-combine.shared',
      'talent-combine.shared',
      'talent-combine.shared',
    ]);
  });

  it('refuses unknown or deleted companies, unknown combines and bad bodies, changing nothing', async () => {
    const combine = await s.combine();
    const live = await s.company({ viewType: 'full' });
    const gone = await s.company({ viewType: 'full' });
    const deleted = await s.clients.client.request('PATCH', `/api/admin/client-companies/${gone.id}`, {
      identity: admin,
      body: { deleted: true },
    });
    expect(deleted.status).toBe(200);
    for (const companyIds of [[live.id, gone.id], ['665f1c0ffee0000000000fff']]) {
      const refused = await errorOf(
        await s.request('POST', sharePath(combine.id), admin, { companyIds }),
        400,
      );
      expect(refused.message).toBe(EMPLOYER_ANSWERS.companyNotFound);
    }
    expect(
      (await errorOf(await s.request('POST', sharePath(combine.id), admin, { companyIds: [] }), 400)).message,
    ).toBe(EMPLOYER_ANSWERS.companyRequired);
    expect((await errorOf(await s.request('POST', sharePath(combine.id), admin, {}), 400)).message).toBe(
      EMPLOYER_ANSWERS.companyRequired,
    );
    const unknown = sharePath('665f1c0ffee0000000000ffe');
    expect(
      (await errorOf(await s.request('POST', unknown, admin, { companyIds: [live.id] }), 404)).message,
    ).toBe(TALENT_ANSWERS.combineNotFound);
    expect((await s.request('GET', unknown, admin)).status).toBe(404);
    expect(
      (await s.request('DELETE', `${sharePath(combine.id)}/665f1c0ffee0000000000ffd`, admin)).status,
    ).toBe(404);
    expect((await json(await s.request('GET', sharePath(combine.id), admin), ZCombineShares)).items).toEqual(
      [],
    );
    expect(await auditOf(combine.id)).toEqual([]);
  });
});

describe('the employer portal', () => {
  it('shows the company its shared combines, candidates and one-pagers, records views, and the admins read them', async () => {
    const { combine, kim, raj, hidden, companyA, shareA } = await setUp();
    const employer = companyA.employer;

    const dashboard = await json(
      await s.request('GET', '/api/employer/combines', employer),
      ZEmployerDashboard,
    );
    expect(dashboard.company).toEqual({ id: companyA.id, name: companyA.name, view_type: 'full' });
    expect(dashboard.combines).toEqual([
      expect.objectContaining({
        shareId: shareA.id,
        name: combine.name,
        targetDate: '2030-06-30',
        isNew: true,
        candidateCount: 2,
        counts: { interested: 0, maybe: 0, pass: 0, undecided: 2 },
        interviewRequests: 0,
      }),
    ]);

    const page = await json(await s.request('GET', employerPath(shareA.id), employer), ZEmployerCombine);
    expect(page.candidates.map((card) => card.displayName).sort()).toEqual([kim.name, raj.name]);
    expect(page.candidates.every((card) => !card.anonymized && card.headshotUrl?.startsWith('http'))).toBe(
      true,
    );
    expect(page.candidates.every((card) => !card.viewed)).toBe(true);

    // Opening a one-pager: a view record per open, the share's first view set once.
    const opened = await json(
      await s.request('GET', employerPath(shareA.id, kim.onePagerId), employer),
      ZEmployerOnePager,
    );
    expect(opened).toMatchObject({ displayName: kim.name, combineName: combine.name, viewed: true });
    expect(opened.contact).toMatchObject({
      email: kim.email,
      phone: kim.phone,
      linkedinUrl: kim.linkedinUrl,
    });
    expect(opened.contact?.resumeUrl).toContain(encodeURI(kim.keys.resume).split('/').pop()!);
    const firstViewedAt = (await s.candidates.deps.combineShares.findShare(shareA.id))?.firstViewedAt;
    expect(firstViewedAt).toBeInstanceOf(Date);
    await s.request('GET', employerPath(shareA.id, kim.onePagerId), employer);
    expect((await s.candidates.deps.combineShares.findShare(shareA.id))?.firstViewedAt).toEqual(
      firstViewedAt,
    );
    const rajView = await json(
      await s.request('GET', employerPath(shareA.id, raj.onePagerId), employer),
      ZEmployerOnePager,
    );
    expect(rajView.contact).toBeNull();
    expect(
      (await json(await s.request('GET', '/api/employer/combines', employer), ZEmployerDashboard)).combines[0]
        ?.isNew,
    ).toBe(false);

    // The withheld candidate: in no card, no count, and not at its own address.
    expect(
      (await errorOf(await s.request('GET', employerPath(shareA.id, hidden.onePagerId), employer), 404))
        .message,
    ).toBe(EMPLOYER_ANSWERS.candidateNotFound);

    // The PDF, named after the candidate for a full-view company.
    const pdf = await s.request('GET', employerPath(shareA.id, kim.onePagerId, '/pdf'), employer);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="kimberly-ostrander-one-pager.pdf"',
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const feedback = await json(
      await s.request('GET', `${sharePath(combine.id)}/${shareA.id}`, admin),
      ZShareFeedback,
    );
    expect(feedback.share.firstViewedAt).toBe(firstViewedAt!.toISOString());
    expect(Object.fromEntries(feedback.candidates.map((row) => [row.candidateName, row.views]))).toEqual({
      [kim.name]: 2,
      [raj.name]: 1,
      [hidden.name]: 0,
    });
  });

  it('saves decisions and ratings (a reason on Pass), tells the admins of each decision, and counts them', async () => {
    const { combine, kim, raj, companyA, shareA } = await setUp();
    const employer = companyA.employer;
    const evaluation = (onePagerId: string, body: unknown) =>
      s.request('PUT', employerPath(shareA.id, onePagerId, '/evaluation'), employer, body);

    const noReason = await errorOf(await evaluation(kim.onePagerId, { decision: 'pass' }), 400);
    expect(noReason.message).toBe(EMPLOYER_ANSWERS.passReasonRequired);
    expect(noReason.issues).toEqual([{ path: 'passReason', message: EMPLOYER_ANSWERS.passReasonRequired }]);
    expect((await errorOf(await evaluation(kim.onePagerId, { rating: 5 }), 400)).message).toBe(
      EMPLOYER_ANSWERS.ratingInvalid,
    );
    expect((await errorOf(await evaluation(kim.onePagerId, { decision: 'hire' }), 400)).message).toBe(
      EMPLOYER_ANSWERS.decisionInvalid,
    );
    // An evaluation with neither a decision nor a rating says nothing: refused.
    for (const empty of [{}, { decision: null, rating: null }, { passReason: 'Not a fit.' }]) {
      const refusal = await errorOf(await evaluation(kim.onePagerId, empty), 400);
      expect(refusal.message).toBe(EMPLOYER_ANSWERS.evaluationEmpty);
      expect(refusal.issues).toEqual([{ path: 'decision', message: EMPLOYER_ANSWERS.evaluationEmpty }]);
    }
    expect(await s.candidates.deps.clientEvaluations.findEvaluation(companyA.id, kim.onePagerId)).toBeNull();

    const saved = await json(
      await evaluation(kim.onePagerId, { decision: 'interested', rating: 4 }),
      ZClientEvaluation,
    );
    expect(saved).toMatchObject({
      decision: 'interested',
      rating: 4,
      passReason: null,
      updatedByName: expect.stringMatching(/^Employer /),
    });
    // Only the rating: the decision stays.
    expect(await json(await evaluation(kim.onePagerId, { rating: 3 }), ZClientEvaluation)).toMatchObject({
      decision: 'interested',
      rating: 3,
    });
    // Clearing both is refused too; the evaluation stays as it was.
    expect(
      (await errorOf(await evaluation(kim.onePagerId, { decision: null, rating: null }), 400)).message,
    ).toBe(EMPLOYER_ANSWERS.evaluationEmpty);
    expect(
      await s.candidates.deps.clientEvaluations.findEvaluation(companyA.id, kim.onePagerId),
    ).toMatchObject({
      decision: 'interested',
      rating: 3,
    });
    expect(
      await json(
        await evaluation(raj.onePagerId, { decision: 'pass', passReason: '  Not enough outbound.  ' }),
        ZClientEvaluation,
      ),
    ).toMatchObject({
      decision: 'pass',
      passReason: 'Not enough outbound.',
    });

    const notices = (await jobsOf(s.candidates.adminNotices))
      .map((job) => [job.id, job.data] as const)
      .filter(([, data]) => data.params.shareId === shareA.id);
    expect(
      notices.map(([, data]) => [data.template, data.params.candidateName, data.params.decision]),
    ).toEqual(
      expect.arrayContaining([
        ['client-decision', kim.name, 'Interested'],
        ['client-decision', raj.name, 'Pass'],
      ]),
    );
    expect(notices).toHaveLength(2);
    for (const [id, data] of notices) expect(id).toBe(data.noticeId);

    const dashboard = await json(
      await s.request('GET', '/api/employer/combines', employer),
      ZEmployerDashboard,
    );
    expect(dashboard.combines[0]?.counts).toEqual({ interested: 1, maybe: 0, pass: 1, undecided: 0 });
    const list = await json(await s.request('GET', sharePath(combine.id), admin), ZCombineShares);
    expect(
      list.items[0]?.decisions.map((row) => [row.candidateName, row.decision, row.rating]).sort(),
    ).toEqual([
      [kim.name, 'interested', 3],
      [raj.name, 'pass', null],
    ]);
  });

  it('keeps a comment thread the admins read and reply to', async () => {
    const { combine, kim, companyA, shareA } = await setUp();
    const path = employerPath(shareA.id, kim.onePagerId, '/comments');
    expect(
      (await errorOf(await s.request('POST', path, companyA.employer, { body: '   ' }), 400)).message,
    ).toBe(EMPLOYER_ANSWERS.commentRequired);
    const long = 'x'.repeat(EMPLOYER_LIMITS.comment + 1);
    expect(
      (await errorOf(await s.request('POST', path, companyA.employer, { body: long }), 400)).message,
    ).toBe(EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.comment));
    const comment = await json(
      await s.request('POST', path, companyA.employer, { body: 'Strong on discovery.' }),
      ZClientComment,
      201,
    );
    expect(comment).toMatchObject({ authorKind: 'employer', body: 'Strong on discovery.' });
    const reply = await json(
      await s.request(
        'POST',
        `${sharePath(combine.id)}/${shareA.id}/one-pagers/${kim.onePagerId}/comments`,
        admin,
        {
          body: 'Thanks: she is free next week.',
        },
      ),
      ZClientComment,
      201,
    );
    expect(reply).toMatchObject({ authorKind: 'admin', authorName: 'Ada Sharer' });
    const thread = await json(
      await s.request('GET', employerPath(shareA.id, kim.onePagerId), companyA.employer),
      ZEmployerOnePager,
    );
    expect(thread.comments.map((row) => [row.authorKind, row.body])).toEqual([
      ['employer', 'Strong on discovery.'],
      ['admin', 'Thanks: she is free next week.'],
    ]);
    expect(thread.commentCount).toBe(2);
    const feedback = await json(
      await s.request('GET', `${sharePath(combine.id)}/${shareA.id}`, admin),
      ZShareFeedback,
    );
    expect(feedback.candidates.find((row) => row.onePagerId === kim.onePagerId)?.comments).toHaveLength(2);
    expect((await auditOf(combine.id)).map((event) => event.action)).toContain(
      'talent-combine.client-comment-replied',
    );
  });

  it("keeps the company's private note to its own users: not the admins, another company or the candidate", async () => {
    const { combine, kim, companyA, companyB, shareA } = await setUp();
    const shared = await json(
      await s.request('POST', sharePath(combine.id), admin, { companyIds: [companyB.id] }),
      ZShareCombineAnswer,
    );
    const shareB = shared.shares.find((share) => share.companyId === companyB.id)!;
    const path = employerPath(shareA.id, kim.onePagerId, '/note');
    const text = `Team only: ask about the Q3 ramp ${Date.now().toString(36)}`;
    const long = 'x'.repeat(EMPLOYER_LIMITS.note + 1);
    expect(
      (await errorOf(await s.request('PUT', path, companyA.employer, { text: long }), 400)).message,
    ).toBe(EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.note));
    expect((await errorOf(await s.request('PUT', path, companyA.employer, { text: 42 }), 400)).message).toBe(
      EMPLOYER_ANSWERS.noteInvalid,
    );
    // A NUL, a lone CR or half of a surrogate pair (JSON carries it as \ud83d) cannot be saved: 400, nothing kept.
    for (const unsavable of ['Call her\u0000', 'Line\rover', 'Great \uD83D call']) {
      expect(
        (await errorOf(await s.request('PUT', path, companyA.employer, { text: unsavable }), 400)).message,
      ).toBe(FREE_TEXT_MESSAGES.unsavable);
    }
    const read = () =>
      s
        .request('GET', employerPath(shareA.id, kim.onePagerId), companyA.employer)
        .then((response) => json(response, ZEmployerOnePager));
    expect((await read()).privateNote).toBeNull();

    const saved = await json(
      await s.request('PUT', path, companyA.employer, { text: `  ${text}  ` }),
      ZPrivateNoteAnswer,
    );
    expect(saved.privateNote).toMatchObject({ text, updatedBy: expect.stringMatching(/^Employer /) });
    expect((await read()).privateNote).toEqual(saved.privateNote);
    // Another company reaches neither A's note nor A's share, and its own read has none.
    expect((await s.request('PUT', path, companyB.employer, { text: 'mine' })).status).toBe(404);
    const ofB = await json(
      await s.request('GET', employerPath(shareB.id, kim.onePagerId), companyB.employer),
      ZEmployerOnePager,
    );
    expect(ofB.privateNote).toBeNull();
    // The admins' views of the shares, and the candidate's activity, never hold it; nor is it an evaluation.
    const adminTexts = await Promise.all(
      [sharePath(combine.id), `${sharePath(combine.id)}/${shareA.id}`].map(async (adminPath) =>
        (await s.request('GET', adminPath, admin)).text(),
      ),
    );
    for (const answer of adminTexts) expect(answer).not.toContain('Q3 ramp');
    const feedback = ZShareFeedback.parse(JSON.parse(adminTexts[1]!));
    expect(feedback.candidates.find((row) => row.onePagerId === kim.onePagerId)?.evaluation).toMatchObject({
      decision: null,
      updatedByName: null,
    });
    expect(await (await s.request('GET', '/api/user/activity', kim.identity)).text()).not.toContain(
      'Q3 ramp',
    );

    // An empty text removes it; it goes with the candidate's data.
    await json(await s.request('PUT', path, companyA.employer, { text: `${text}!` }), ZPrivateNoteAnswer);
    expect((await read()).privateNote?.text).toBe(`${text}!`);
    expect(
      (await json(await s.request('PUT', path, companyA.employer, { text: '   ' }), ZPrivateNoteAnswer))
        .privateNote,
    ).toBeNull();
    expect((await read()).privateNote).toBeNull();
    await json(await s.request('PUT', path, companyA.employer, { text }), ZPrivateNoteAnswer);
    await s.candidates.deps.clientEvaluations.forgetCandidate(kim.userId);
    expect(await s.candidates.deps.clientEvaluations.findEvaluation(companyA.id, kim.onePagerId)).toBeNull();
  });

  it('requests interviews at future slots within the limit; tells the admins, and the candidate when they allow it', async () => {
    const { kim, raj, companyA, shareA } = await setUp();
    const path = (onePagerId: string) => employerPath(shareA.id, onePagerId, '/interview-requests');
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
    const refused = async (slots: unknown, message: string) => {
      const error = await errorOf(
        await s.request('POST', path(kim.onePagerId), companyA.employer, { slots }),
        400,
      );
      expect(error.message).toBe(message);
      expect(error.issues?.[0]?.path).toBe('slots');
    };
    await refused([{ start: inDays(-1) }], EMPLOYER_ANSWERS.slotInPast);
    await refused([{ start: inDays(EMPLOYER_LIMITS.slotDaysAhead + 1) }], EMPLOYER_ANSWERS.slotTooFar);
    await refused([], EMPLOYER_ANSWERS.slotsRequired);
    // The same minute twice (one clock read: two reads can fall in different minutes), seconds apart or not.
    const twice = inDays(2);
    await refused([{ start: twice }, { start: twice }], EMPLOYER_ANSWERS.slotDuplicate);
    const minute = Math.floor(Date.parse(twice) / 60_000) * 60_000;
    await refused(
      [{ start: new Date(minute + 1_000).toISOString() }, { start: new Date(minute + 59_000).toISOString() }],
      EMPLOYER_ANSWERS.slotDuplicate,
    );
    expect(await s.candidates.deps.interviewRequests.requestsOf([companyA.id], [kim.onePagerId])).toEqual([]);

    const slots = [{ start: inDays(3), durationMinutes: 45 }, { start: inDays(2) }];
    const made = await json(
      await s.request('POST', path(kim.onePagerId), companyA.employer, {
        slots,
        note: 'Video call, 45 minutes.',
      }),
      ZInterviewRequest,
      201,
    );
    expect(made.slots.map((slot) => slot.durationMinutes)).toEqual([30, 45]);
    const rajRequest = await json(
      await s.request('POST', path(raj.onePagerId), companyA.employer, { slots: [{ start: inDays(5) }] }),
      ZInterviewRequest,
      201,
    );

    const notices = (await jobsOf(s.candidates.adminNotices)).filter(
      (job) => job.data.template === 'interview-requested',
    );
    expect(notices.map((job) => job.id)).toEqual(
      expect.arrayContaining([`interview-requested.${made.id}`, `interview-requested.${rajRequest.id}`]),
    );
    const mails = (await jobsOf(s.candidates.emailJobs)).filter(
      (job) => job.data.template === 'candidate-interview-request',
    );
    // Kim allows interview e-mails, Raj does not.
    expect(mails.filter((job) => job.data.to === kim.email).map((job) => job.id)).toEqual([
      `candidate-interview-request.${made.id}`,
    ]);
    expect(mails.filter((job) => job.data.to === raj.email)).toEqual([]);
    expect(mails.find((job) => job.data.to === kim.email)?.data.params).toMatchObject({
      companyName: companyA.name,
      note: 'Video call, 45 minutes.',
    });

    const page = await json(
      await s.request('GET', employerPath(shareA.id), companyA.employer),
      ZEmployerCombine,
    );
    expect(page.interviewRequests).toBe(2);
    expect(page.candidates.every((card) => card.interviewRequested)).toBe(true);
  });

  it("answers the candidate's activity: views, opportunities (stage only) and interviews", async () => {
    const { kim, raj, hidden, companyA, companyB, combine, shareA } = await setUp();
    await s.request('POST', sharePath(combine.id), admin, { companyIds: [companyB.id] });
    await s.request('GET', employerPath(shareA.id, kim.onePagerId), companyA.employer);
    await s.request('GET', employerPath(shareA.id, kim.onePagerId), companyA.employer);
    await s.request('PUT', employerPath(shareA.id, raj.onePagerId, '/evaluation'), companyA.employer, {
      decision: 'interested',
    });
    await s.request(
      'POST',
      employerPath(shareA.id, kim.onePagerId, '/interview-requests'),
      companyA.employer,
      {
        slots: [{ start: new Date(Date.now() + 2 * DAY_MS).toISOString() }],
        note: 'Tuesday?',
      },
    );
    const activityOf = async (identity: TIdentity) =>
      json(await s.request('GET', '/api/user/activity', identity), ZCandidateActivity);

    const kimActivity = await activityOf(kim.identity);
    expect(kimActivity.views).toBe(2);
    expect(kimActivity.opportunities.map((row) => row.stage).sort()).toEqual([
      'In review',
      'Interview requested',
    ]);
    expect(kimActivity.interviews).toEqual([
      expect.objectContaining({ companyName: companyA.name, note: 'Tuesday?' }),
    ]);
    const text = JSON.stringify(kimActivity);
    expect(text).not.toContain(combine.name);
    expect(text).not.toContain(companyB.name);
    expect((await activityOf(raj.identity)).opportunities.map((row) => row.stage).sort()).toEqual([
      'In review',
      'Shortlisted',
    ]);
    // Withheld from clients: no opportunity to speak of.
    expect(await activityOf(hidden.identity)).toEqual({ views: 0, opportunities: [], interviews: [] });
  });
});

describe('who reaches what', () => {
  it("answers 404 for another company's share on every employer route, and for withdrawn shares", async () => {
    const { kim, companyA, shareA, combine } = await setUp();
    const other = (await s.company({ viewType: 'full' })).employer;
    const routes: [string, string, unknown?][] = [
      ['GET', employerPath(shareA.id)],
      ['GET', employerPath(shareA.id, kim.onePagerId)],
      ['GET', employerPath(shareA.id, kim.onePagerId, '/pdf')],
      ['PUT', employerPath(shareA.id, kim.onePagerId, '/evaluation'), { rating: 2 }],
      ['POST', employerPath(shareA.id, kim.onePagerId, '/comments'), { body: 'Hello' }],
      [
        'POST',
        employerPath(shareA.id, kim.onePagerId, '/interview-requests'),
        { slots: [{ start: new Date(Date.now() + DAY_MS).toISOString() }] },
      ],
    ];
    for (const [method, path, body] of routes) {
      const error = await errorOf(await s.request(method, path, other, body), 404);
      expect(error.message).toBe(EMPLOYER_ANSWERS.shareNotFound);
    }
    expect(
      (await json(await s.request('GET', '/api/employer/combines', other), ZEmployerDashboard)).combines,
    ).toEqual([]);
    // Nothing was written through the other company's requests.
    expect(await s.candidates.deps.clientComments.commentsOf([companyA.id], [kim.onePagerId])).toEqual([]);

    // A one-pager of another combine through this share: 404 too.
    const elsewhere = await s.candidate({
      first: 'Elsa',
      last: 'Where',
      privacy: { profilePublic: true, showContact: true },
    });
    expect(
      (await s.request('GET', employerPath(shareA.id, elsewhere.onePagerId), companyA.employer)).status,
    ).toBe(404);

    // Withdrawn: gone from the dashboard and every route.
    await s.request('DELETE', `${sharePath(combine.id)}/${shareA.id}`, admin);
    for (const [method, path, body] of routes)
      expect((await s.request(method, path, companyA.employer, body)).status).toBe(404);
    expect(
      (await json(await s.request('GET', '/api/employer/combines', companyA.employer), ZEmployerDashboard))
        .combines,
    ).toEqual([]);
  });

  it('reads access from its snapshot and keeps reads, and a change holds from the next request', async () => {
    const { kim, companyA, shareA } = await setUp();
    const employer = companyA.employer;
    const dashboard = async () =>
      json(await s.request('GET', '/api/employer/combines', employer), ZEmployerDashboard);
    // The first read asks svc-clients, which stores the access snapshot; later ones need svc-clients no more.
    expect((await dashboard()).company?.view_type).toBe('full');
    s.candidates.usePeers({ clients: 'http://127.0.0.1:9' });
    try {
      expect((await dashboard()).combines.map((card) => card.shareId)).toEqual([shareA.id]);
      expect(
        (await json(await s.request('GET', employerPath(shareA.id), employer), ZEmployerCombine)).candidates
          .length,
      ).toBe(2);

      // An employer's decision shows on the next read of the dashboard and the combine.
      await json(
        await s.request('PUT', employerPath(shareA.id, kim.onePagerId, '/evaluation'), employer, {
          decision: 'interested',
        }),
        ZClientEvaluation,
      );
      expect((await dashboard()).combines[0]?.counts.interested).toBe(1);

      // An admin's new view type holds from the next request: the company reads aliases at once.
      const changed = await s.clients.client.request('PATCH', `/api/admin/client-companies/${companyA.id}`, {
        identity: admin,
        body: { view_type: 'anonymized' },
      });
      expect(changed.status).toBe(200);
      expect((await dashboard()).company?.view_type).toBe('anonymized');
      const card = (
        await json(await s.request('GET', employerPath(shareA.id), employer), ZEmployerCombine)
      ).candidates.find((one) => one.onePagerId === kim.onePagerId);
      expect(card).toMatchObject({ anonymized: true, headshotUrl: null });
      expect(card?.displayName).not.toContain('Kimberly');

      // A disabled user is refused from the next request, still without asking svc-clients.
      const user = await s.clients.users.findByUserId(employer.userId!);
      await s.clients.client.request('PATCH', `/api/admin/client-users/${String(user!._id)}`, {
        identity: admin,
        body: { is_enabled: false },
      });
      expect((await errorOf(await s.request('GET', '/api/employer/combines', employer), 403)).message).toBe(
        EMPLOYER_ANSWERS.accessRevoked,
      );
    } finally {
      s.candidates.usePeers({ clients: s.clientsUrl });
    }
  });

  it('answers an employer of no company with an empty dashboard, and refuses a disabled one (403)', async () => {
    const { companyA, shareA } = await setUp();
    const loner = await s.employerOf(null);
    expect(await json(await s.request('GET', '/api/employer/combines', loner), ZEmployerDashboard)).toEqual({
      company: null,
      combines: [],
    });
    expect((await s.request('GET', employerPath(shareA.id), loner)).status).toBe(404);

    const user = await s.clients.users.findByUserId(companyA.employer.userId!);
    const disabled = await s.clients.client.request('PATCH', `/api/admin/client-users/${String(user!._id)}`, {
      identity: admin,
      body: { is_enabled: false },
    });
    expect(disabled.status).toBe(200);
    for (const path of ['/api/employer/combines', employerPath(shareA.id)]) {
      const error = await errorOf(await s.request('GET', path, companyA.employer), 403);
      expect(error.message).toBe(EMPLOYER_ANSWERS.accessRevoked);
    }
  });
});
