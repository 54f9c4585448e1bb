import { ZApiError } from '@gtm/contracts/api-errors';
import { ZCandidateActivity, ZShareCombineAnswer } from '@gtm/contracts/employer';
import { ZCandidateInterviewRequests } from '@gtm/contracts/interview-requests';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { OUTCOME_ANSWERS, OUTCOME_LIMITS, ZOutcome, ZShareOutcomes } from '@gtm/contracts/outcomes';
import { ZAdminPlacements, ZCandidatePlacement, ZCandidatePlacements } from '@gtm/contracts/placements';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Outcomes (issue 25, part 3) on real services: the employer records a stage (its company's access checked as
 * every employer route checks it), the hiring event goes through the outbox once per change, the candidate
 * reads the stage, a hire places the candidate (the other companies may only close them), and an admin's
 * correction is audited and lifts the placement.
 */
let s: TEmployerStack;
let admin: TIdentity;
const DAY_MS = 24 * 3600 * 1000;
let hiringQueue: ReturnType<typeof createQueue<THiringEvent>>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Outcomes');
  hiringQueue = createQueue<THiringEvent>(QUEUES.hiringEvents, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
});
afterAll(async () => {
  await hiringQueue.close();
  await s.close();
});

const hiringEvents = async (filter: (event: THiringEvent) => boolean) =>
  (await jobsData(hiringQueue.queue)).filter(filter);
const auditOf = async (targetId: string) =>
  (await jobsData(s.candidates.auditEvents)).filter((event) => event.target.id === targetId);

const outcomePath = (shareId: string, onePagerId: string) =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}/outcome`;
const adminOutcomePath = (combineId: string, shareId: string, onePagerId: string) =>
  `/api/talent-combines/${combineId}/shares/${shareId}/one-pagers/${onePagerId}/outcome`;

/** A hire as a company records it: a claim (its start date and salary) the candidate then confirms. */
/** A hire's claim: a start date the claim accepts (a month ahead) and a salary within its bounds. */
const HIRE = {
  stage: 'hired',
  startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  annualSalary: 90000,
} as const;
const confirmHire = async (candidate: { identity: TIdentity }) => {
  const listed = await json(
    await s.request('GET', '/api/user/placements', candidate.identity),
    ZCandidatePlacements,
  );
  const waiting = listed.items.find((item) => item.status === 'pending')!;
  await json(
    await s.request('POST', `/api/user/placements/${waiting.id}/response`, candidate.identity, {
      action: 'confirm',
    }),
    ZCandidatePlacement,
  );
};

const setUp = async () => {
  const combine = await s.combine();
  const kim = await s.candidate({
    first: 'Kimberly',
    last: 'Outcomes',
    privacy: { profilePublic: true, showContact: true },
    combineIds: [combine.id],
  });
  const hidden = await s.candidate({
    first: 'Hilda',
    last: 'Hidden',
    privacy: { profilePublic: false, showContact: true },
    combineIds: [combine.id],
  });
  const other = await s.combine();
  const outsider = await s.candidate({
    first: 'Otto',
    last: 'Outsider',
    privacy: { profilePublic: true, showContact: true },
    combineIds: [other.id],
  });
  const companyA = await s.company({ viewType: 'full' });
  const companyB = await s.company({ viewType: 'anonymized' });
  const companyC = await s.company({ viewType: 'full' });
  const shared = await json(
    await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
      companyIds: [companyA.id, companyB.id],
    }),
    ZShareCombineAnswer,
  );
  const shareOf = (companyId: string) => shared.shares.find((share) => share.companyId === companyId)!.id;
  return {
    combine,
    kim,
    hidden,
    outsider,
    companyA,
    companyB,
    companyC,
    shareA: shareOf(companyA.id),
    shareB: shareOf(companyB.id),
  };
};

describe('outcomes', () => {
  it('records a stage for its own company only, refuses bad input with 400 and changes nothing', async () => {
    const { kim, hidden, outsider, companyA, companyC, shareA } = await setUp();
    const path = outcomePath(shareA, kim.onePagerId);
    expect(await json(await s.request('GET', path, companyA.employer), ZOutcome)).toEqual({
      stage: null,
      note: '',
      updatedAt: null,
      updatedByName: null,
      correctedByAdmin: false,
      placedElsewhere: false,
      placement: null,
    });

    const badStage = await json(
      await s.request('PUT', path, companyA.employer, { stage: 'promoted' }),
      ZApiError,
      400,
    );
    expect(JSON.stringify(badStage)).toContain(OUTCOME_ANSWERS.stageInvalid);
    const longNote = await json(
      await s.request('PUT', path, companyA.employer, {
        stage: 'offer',
        note: 'x'.repeat(OUTCOME_LIMITS.note + 1),
      }),
      ZApiError,
      400,
    );
    expect(JSON.stringify(longNote)).toContain(OUTCOME_ANSWERS.noteTooLong);
    expect((await s.request('PUT', path, companyA.employer, {})).status).toBe(400);

    // Another company's share, a candidate not in the combine or withheld: 404, as every employer route.
    expect((await s.request('PUT', path, companyC.employer, { stage: 'offer' })).status).toBe(404);
    expect(
      (
        await s.request('PUT', outcomePath(shareA, outsider.onePagerId), companyA.employer, {
          stage: 'offer',
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.request('PUT', outcomePath(shareA, hidden.onePagerId), companyA.employer, { stage: 'offer' }))
        .status,
    ).toBe(404);
    // Admins correct through their own route; a candidate or an admin may not record as a company.
    expect((await s.request('PUT', path, admin, { stage: 'offer' })).status).toBe(403);
    expect((await s.request('PUT', path, kim.identity, { stage: 'offer' })).status).toBe(403);

    expect((await json(await s.request('GET', path, companyA.employer), ZOutcome)).stage).toBeNull();
    expect(
      await hiringEvents((event) => event.type === 'outcome.recorded' && event.shareId === shareA),
    ).toEqual([]);
  });

  it('publishes outcome.recorded once per change, and the candidate reads the stage', async () => {
    const { kim, companyA, shareA, combine } = await setUp();
    const path = outcomePath(shareA, kim.onePagerId);
    const saved = await json(
      await s.request('PUT', path, companyA.employer, {
        stage: 'interviewing',
        note: ' First call went well ',
      }),
      ZOutcome,
    );
    expect(saved).toMatchObject({
      stage: 'interviewing',
      note: 'First call went well',
      placedElsewhere: false,
    });
    // The same again: no write, no second event.
    await json(
      await s.request('PUT', path, companyA.employer, {
        stage: 'interviewing',
        note: 'First call went well',
      }),
      ZOutcome,
    );
    const events = await hiringEvents(
      (event) => event.type === 'outcome.recorded' && event.shareId === shareA,
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'outcome.recorded',
        shareId: shareA,
        combineId: combine.id,
        companyId: companyA.id,
        onePagerId: kim.onePagerId,
        candidateUserId: kim.userId,
        stage: 'interviewing',
        previousStage: null,
        by: 'employer',
      }),
    ]);
    expect(events[0]!.eventId).toMatch(/^outcome\.recorded\.[a-f\d]{24}\.\d+$/);

    const activity = await json(
      await s.request('GET', '/api/user/activity', kim.identity),
      ZCandidateActivity,
    );
    expect(activity.opportunities.find((opportunity) => opportunity.id === shareA)?.stage).toBe(
      'Interviewing',
    );
  });

  it('a hire places the candidate: other companies may only close them, and their opportunities read Closed', async () => {
    const { kim, companyA, companyB, shareA, shareB, combine } = await setUp();
    await json(
      await s.request('PUT', outcomePath(shareB, kim.onePagerId), companyB.employer, {
        stage: 'interviewing',
      }),
      ZOutcome,
    );
    // Both companies asked to interview the candidate.
    const slots = [{ start: new Date(Date.now() + 3 * DAY_MS).toISOString(), durationMinutes: 30 }];
    for (const [shareId, company] of [
      [shareA, companyA],
      [shareB, companyB],
    ] as const) {
      const asked = await s.request(
        'POST',
        `/api/employer/combines/${shareId}/one-pagers/${kim.onePagerId}/interview-requests`,
        company.employer,
        { slots, note: 'Let us talk' },
      );
      expect(asked.status).toBe(201);
    }
    await json(
      await s.request('PUT', outcomePath(shareA, kim.onePagerId), companyA.employer, HIRE),
      ZOutcome,
    );
    await confirmHire(kim);

    const atB = await json(
      await s.request('GET', outcomePath(shareB, kim.onePagerId), companyB.employer),
      ZOutcome,
    );
    expect(atB).toMatchObject({ stage: 'interviewing', placedElsewhere: true });
    const refused = await json(
      await s.request('PUT', outcomePath(shareB, kim.onePagerId), companyB.employer, { stage: 'offer' }),
      ZApiError,
      409,
    );
    expect(refused.message).toBe(OUTCOME_ANSWERS.placedElsewhere);
    expect(
      (
        await json(
          await s.request('PUT', outcomePath(shareB, kim.onePagerId), companyB.employer, {
            stage: 'not-selected',
          }),
          ZOutcome,
        )
      ).stage,
    ).toBe('not-selected');

    // The other company's open request is closed, saying why; the hiring company's stays as it was.
    const requests = await json(
      await s.request('GET', '/api/user/interview-requests', kim.identity),
      ZCandidateInterviewRequests,
    );
    const statusOf = (name: string) => requests.items.find((item) => item.companyName === name)?.status;
    expect([statusOf(companyA.name), statusOf(companyB.name)]).toEqual(['pending', 'cancelled']);
    // ... by GTM Combine, not by the company (issue 47).
    expect(requests.items.find((item) => item.companyName === companyB.name)?.cancelled).toEqual({
      by: 'portal',
      reason: null,
    });
    expect(
      await hiringEvents(
        (event) =>
          event.type === 'interview.updated' && event.shareId === shareB && event.action === 'cancel',
      ),
    ).toHaveLength(1);

    const activity = await json(
      await s.request('GET', '/api/user/activity', kim.identity),
      ZCandidateActivity,
    );
    const stageOf = (id: string) =>
      activity.opportunities.find((opportunity) => opportunity.id === id)?.stage;
    expect([stageOf(shareA), stageOf(shareB)]).toEqual(['Hired', 'Closed']);

    // The admins see every stage, and the placement on the other company's share.
    const listed = await json(
      await s.request('GET', `/api/talent-combines/${combine.id}/shares/${shareB}/outcomes`, admin),
      ZShareOutcomes,
    );
    const row = listed.items.find((item) => item.onePagerId === kim.onePagerId)!;
    expect(row).toMatchObject({ stage: 'not-selected', placedWith: companyA.name });
    expect(row.history.map((entry) => [entry.stage, entry.by])).toEqual([
      ['interviewing', 'employer'],
      ['not-selected', 'employer'],
    ]);
    expect(
      (
        await s.request(
          'GET',
          `/api/talent-combines/${combine.id}/shares/${shareB}/outcomes`,
          companyA.employer,
        )
      ).status,
    ).toBe(403);
  });

  it("an admin's correction is audited, published as the admin's, and lifts a placement", async () => {
    const { kim, companyA, companyB, shareA, shareB, combine } = await setUp();
    await json(
      await s.request('PUT', outcomePath(shareA, kim.onePagerId), companyA.employer, HIRE),
      ZOutcome,
    );
    await confirmHire(kim);
    const path = adminOutcomePath(combine.id, shareA, kim.onePagerId);
    expect((await s.request('PUT', path, admin, { stage: 'hired!' })).status).toBe(400);
    expect(
      (
        await s.request('PUT', adminOutcomePath(combine.id, shareB, '0123456789abcdef01234567'), admin, {
          stage: 'offer',
        })
      ).status,
    ).toBe(404);
    const corrected = await json(
      await s.request('PUT', path, admin, { stage: 'offer', note: 'Offer not signed yet' }),
      ZOutcome,
    );
    expect(corrected).toMatchObject({
      stage: 'offer',
      note: 'Offer not signed yet',
      correctedByAdmin: true,
      updatedByName: 'Ada Outcomes',
    });
    // The placement it lifted is cancelled, its invoice void (no fee due), and the candidate no longer reads it.
    const placements = await json(
      await s.request('GET', '/api/admin/placements?status=cancelled', admin),
      ZAdminPlacements,
    );
    expect(placements.items.find((item) => item.companyId === companyA.id)).toMatchObject({
      status: 'cancelled',
      invoice: { status: 'void' },
    });
    expect(
      (await json(await s.request('GET', '/api/user/placements', kim.identity), ZCandidatePlacements)).items,
    ).toEqual([]);
    const audit = await auditOf(combine.id);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'talent-combine.outcome-corrected',
          actorId: admin.userId,
          changes: expect.arrayContaining([
            { field: 'stage', before: 'hired', after: 'offer' },
            { field: 'companyName', after: companyA.name },
          ]),
        }),
      ]),
    );
    expect(
      await hiringEvents(
        (event) => event.type === 'outcome.recorded' && event.shareId === shareA && event.by === 'admin',
      ),
    ).toEqual([expect.objectContaining({ stage: 'offer', previousStage: 'hired' })]);
    // No longer placed: company B may record any stage again.
    expect(
      (await json(await s.request('GET', outcomePath(shareB, kim.onePagerId), companyB.employer), ZOutcome))
        .placedElsewhere,
    ).toBe(false);
    expect(
      (await s.request('PUT', outcomePath(shareB, kim.onePagerId), companyB.employer, { stage: 'offer' }))
        .status,
    ).toBe(200);
  });
  it("a deleted candidate's outcomes go with the rest of what clients did", async () => {
    const { kim, companyA, shareA, combine } = await setUp();
    await json(
      await s.request('PUT', outcomePath(shareA, kim.onePagerId), companyA.employer, { stage: 'offer' }),
      ZOutcome,
    );
    const worker = await s.candidates.startAccountEventsWorker();
    const driver = await openQueueDriver(QUEUES.accountEvents, s.candidates.ctx);
    try {
      await driver.settle(
        'event',
        {
          eventId: `deleted-${kim.userId}`,
          type: 'account.deleted',
          userId: kim.userId,
          kind: 'candidate',
          at: Date.now(),
        },
        { attempts: 2 },
      );
    } finally {
      await driver.close();
      await worker.close();
    }
    expect(await s.candidates.deps.outcomes.ofCandidate(kim.userId)).toEqual([]);
    const listed = await json(
      await s.request('GET', `/api/talent-combines/${combine.id}/shares/${shareA}/outcomes`, admin),
      ZShareOutcomes,
    );
    expect(listed.items.find((item) => item.onePagerId === kim.onePagerId)).toBeUndefined();
  });
});
