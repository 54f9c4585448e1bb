import { ZAnalytics } from '@gtm/contracts/analytics';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZClientCompany } from '@gtm/contracts/clients';
import { ZInterviewRequest, ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZCandidateInterviewRequests } from '@gtm/contracts/interview-requests';
import { OUTCOME_ANSWERS, ZOutcome } from '@gtm/contracts/outcomes';
import {
  PLACEMENT_ANSWERS,
  ZAdminPlacement,
  ZAdminPlacements,
  ZCandidatePlacement,
  ZCandidatePlacements,
  ZInvoiceSent,
} from '@gtm/contracts/placements';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Placements (issue 34) on real services: a company's Hired is a claim until the candidate confirms it; a claim
 * changes nobody else's interviews; only a confirmed one places the candidate (the others' requests cancelled,
 * their Hired and new requests refused), with the fee at the company's `fee_percent` and an invoice; the 90-day
 * check asks the company once.
 */
let s: TEmployerStack;
let admin: TIdentity;
const DAY_MS = 24 * 3600 * 1000;
/** A calendar day `days` from today (UTC): claims take start dates from 90 days ago to a year ahead. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const START_B = dayFromNow(40);
const START_A = dayFromNow(30);
const START_LATER = dayFromNow(60);
let hiringQueue: ReturnType<typeof createQueue<THiringEvent>>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Placements');
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

const employerPath = (shareId: string, onePagerId: string, rest: string) =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}${rest}`;

const setUp = async () => {
  const combine = await s.combine();
  const kim = await s.candidate({
    first: 'Kimberly',
    last: 'Placed',
    privacy: { profilePublic: true, showContact: true },
    combineIds: [combine.id],
  });
  const companyA = await s.company({ viewType: 'full' });
  const companyB = await s.company({ viewType: 'anonymized' });
  const shared = await json(
    await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
      companyIds: [companyA.id, companyB.id],
    }),
    ZShareCombineAnswer,
  );
  const shareOf = (companyId: string) => shared.shares.find((share) => share.companyId === companyId)!.id;
  return { combine, kim, companyA, companyB, shareA: shareOf(companyA.id), shareB: shareOf(companyB.id) };
};

const placementsOf = async (identity: TIdentity) =>
  (await json(await s.request('GET', '/api/user/placements', identity), ZCandidatePlacements)).items;

describe('placements', () => {
  it('a claim changes nothing else; the candidate rejects one and confirms another; the fee and invoice follow', async () => {
    const { combine, kim, companyA, companyB, shareA, shareB } = await setUp();
    // A's fee is 18%.
    await json(
      await s.clients.client.request('PATCH', `/api/admin/client-companies/${companyA.id}`, {
        identity: admin,
        body: { fee_percent: 18, time_zone: 'America/Los_Angeles' },
      }),
      ZClientCompany,
    );
    // A's interview is agreed; B's request waits.
    const slots = [{ start: new Date(Date.now() + 3 * DAY_MS).toISOString(), durationMinutes: 30 }];
    const asked = new Map<string, string>();
    for (const [shareId, company] of [
      [shareA, companyA],
      [shareB, companyB],
    ] as const) {
      const made = await json(
        await s.request(
          'POST',
          employerPath(shareId, kim.onePagerId, '/interview-requests'),
          company.employer,
          {
            slots,
            note: 'Let us talk',
          },
        ),
        ZInterviewRequest,
        201,
      );
      asked.set(company.id, made.id);
    }
    expect(
      (
        await s.request(
          'POST',
          `/api/user/interview-requests/${asked.get(companyA.id)}/response`,
          kim.identity,
          {
            action: 'accept',
            slotIndex: 0,
          },
        )
      ).status,
    ).toBe(200);

    // B records Hired without a start date: 400, nothing saved.
    const missing = await json(
      await s.request('PUT', employerPath(shareB, kim.onePagerId, '/outcome'), companyB.employer, {
        stage: 'hired',
      }),
      ZApiError,
      400,
    );
    expect(missing.issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([PLACEMENT_ANSWERS.startDateRequired, PLACEMENT_ANSWERS.salaryRequired]),
    );
    expect(await placementsOf(kim.identity)).toEqual([]);

    // B claims a hire (no interview agreed): A's interview stays accepted, A may still record an offer.
    const claimedByB = await json(
      await s.request('PUT', employerPath(shareB, kim.onePagerId, '/outcome'), companyB.employer, {
        stage: 'hired',
        startDate: START_B,
        annualSalary: 100000,
      }),
      ZOutcome,
    );
    expect(claimedByB).toMatchObject({
      stage: 'hired',
      placement: { status: 'pending', startDate: START_B },
    });
    const requestsNow = async () =>
      (
        await json(
          await s.request('GET', '/api/user/interview-requests', kim.identity),
          ZCandidateInterviewRequests,
        )
      ).items;
    const statusOf = async (companyName: string) =>
      (await requestsNow()).find((item) => item.companyName === companyName)?.status;
    expect(await statusOf(companyA.name)).toBe('accepted');
    expect(
      (
        await json(
          await s.request('PUT', employerPath(shareA, kim.onePagerId, '/outcome'), companyA.employer, {
            stage: 'offer',
          }),
          ZOutcome,
        )
      ).stage,
    ).toBe('offer');
    expect(
      await hiringEvents((event) => event.type === 'placement.claimed' && event.shareId === shareB),
    ).toHaveLength(1);

    // The candidate sees B's claim, and rejects it: B's stage goes back to none, B and the admins are told.
    const [claimB] = await placementsOf(kim.identity);
    expect(claimB).toMatchObject({ companyName: companyB.name, status: 'pending', startDate: START_B });
    // Another candidate cannot answer it.
    const other = await s.candidate({
      first: 'Otto',
      last: 'Other',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [],
    });
    expect(
      (
        await s.request('POST', `/api/user/placements/${claimB!.id}/response`, other.identity, {
          action: 'confirm',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.request('POST', `/api/user/placements/${claimB!.id}/response`, kim.identity, {
          action: 'maybe',
        })
      ).status,
    ).toBe(400);
    const rejected = await json(
      await s.request('POST', `/api/user/placements/${claimB!.id}/response`, kim.identity, {
        action: 'reject',
      }),
      ZCandidatePlacement,
    );
    expect(rejected.status).toBe('rejected');
    const again = await json(
      await s.request('POST', `/api/user/placements/${claimB!.id}/response`, kim.identity, {
        action: 'confirm',
      }),
      ZApiError,
      409,
    );
    expect(again.message).toBe(PLACEMENT_ANSWERS.notPending);
    const atB = await json(
      await s.request('GET', employerPath(shareB, kim.onePagerId, '/outcome'), companyB.employer),
      ZOutcome,
    );
    expect(atB).toMatchObject({ stage: null, placedElsewhere: false });
    expect(
      await hiringEvents((event) => event.type === 'placement.rejected' && event.shareId === shareB),
    ).toEqual([expect.objectContaining({ by: 'candidate', reason: 'rejected' })]);
    // B asks again (its request is still open, so a new one is the one-open rule's 409, not the placement's).
    expect(await statusOf(companyB.name)).toBe('pending');

    // A claims with a start date and 120000; the candidate confirms.
    await json(
      await s.request('PUT', employerPath(shareA, kim.onePagerId, '/outcome'), companyA.employer, {
        stage: 'hired',
        startDate: START_A,
        annualSalary: 120000,
      }),
      ZOutcome,
    );
    const claimA = (await placementsOf(kim.identity)).find((item) => item.status === 'pending')!;
    const confirmed = await json(
      await s.request('POST', `/api/user/placements/${claimA.id}/response`, kim.identity, {
        action: 'confirm',
      }),
      ZCandidatePlacement,
    );
    expect(confirmed).toMatchObject({ status: 'confirmed', companyName: companyA.name });

    // B's open request is cancelled, its Hired is refused, and so is a new interview request.
    expect(await statusOf(companyB.name)).toBe('cancelled');
    const hiredB = await json(
      await s.request('PUT', employerPath(shareB, kim.onePagerId, '/outcome'), companyB.employer, {
        stage: 'hired',
        startDate: START_B,
        annualSalary: 100000,
      }),
      ZApiError,
      409,
    );
    expect(hiredB.message).toBe(OUTCOME_ANSWERS.placedElsewhere);
    const askedAgain = await json(
      await s.request(
        'POST',
        employerPath(shareB, kim.onePagerId, '/interview-requests'),
        companyB.employer,
        {
          slots,
          note: 'Still keen',
        },
      ),
      ZApiError,
      409,
    );
    expect(askedAgain.message).toBe(OUTCOME_ANSWERS.placedElsewhere);

    // A's confirmed hire stays Hired: A cannot move it to another stage (its fee and invoice stand on it).
    const movedByA = await json(
      await s.request('PUT', employerPath(shareA, kim.onePagerId, '/outcome'), companyA.employer, {
        stage: 'offer',
      }),
      ZApiError,
      409,
    );
    expect(movedByA.message).toBe(OUTCOME_ANSWERS.hireConfirmed);
    const stillHired = await json(
      await s.request('GET', employerPath(shareA, kim.onePagerId, '/outcome'), companyA.employer),
      ZOutcome,
    );
    expect(stillHired).toMatchObject({ stage: 'hired', placement: { status: 'confirmed' } });

    // The admins' list: confirmed at A's 18%, 21,600 to the cent, a draft invoice; this month's fees count it.
    const listed = await json(
      await s.request('GET', '/api/admin/placements?status=confirmed', admin),
      ZAdminPlacements,
    );
    const row = listed.items.find((item) => item.id === claimA.id)!;
    expect(row).toMatchObject({
      candidateName: 'Kimberly Placed',
      companyName: companyA.name,
      startDate: START_A,
      annualSalary: 120000,
      feePercent: 18,
      fee: 21600,
      status: 'confirmed',
      invoice: { status: 'draft' },
      answeredBy: 'candidate',
    });
    expect(row.invoice!.number).toMatch(/^GTM-\d{4}-\d{5}$/);
    const usd = (totals: { currency: string; amount: number }[]) =>
      totals.find((total) => total.currency === 'USD')?.amount ?? 0;
    expect(usd(listed.totals.feesThisMonth)).toBeGreaterThanOrEqual(21600);
    expect(usd(listed.totals.unpaid)).toBeGreaterThanOrEqual(21600);
    // Not the admins': 403 for the candidate and the company.
    expect((await s.request('GET', '/api/admin/placements', kim.identity)).status).toBe(403);
    expect((await s.request('GET', '/api/admin/placements', companyA.employer)).status).toBe(403);

    // The invoice is a PDF, for the admins and for A (not for B).
    const pdf = await s.request('GET', `/api/admin/placements/${row.id}/invoice`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      (await s.request('GET', employerPath(shareA, kim.onePagerId, '/placement/invoice'), companyA.employer))
        .status,
    ).toBe(200);
    expect(
      (await s.request('GET', employerPath(shareB, kim.onePagerId, '/placement/invoice'), companyB.employer))
        .status,
    ).toBe(404);

    // Sent (the company's users are e-mailed), then paid; both audited.
    const sent = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/invoice/send`, admin),
      ZInvoiceSent,
    );
    expect(sent.placement.invoice?.status).toBe('sent');
    const paid = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/invoice/paid`, admin),
      ZAdminPlacement,
    );
    expect(paid.invoice?.status).toBe('paid');
    expect((await s.request('POST', `/api/admin/placements/${row.id}/invoice/send`, admin)).status).toBe(409);
    const audit = (await jobsData(s.candidates.auditEvents))
      .filter((event) => event.target.id === row.id)
      .map((event) => event.action);
    expect(audit).toEqual(expect.arrayContaining(['placement.invoice-sent', 'placement.invoice-paid']));
    // Paid, the hire stays Hired even for an admin's correction.
    const corrected = await json(
      await s.request(
        'PUT',
        `/api/talent-combines/${combine.id}/shares/${shareA}/one-pagers/${kim.onePagerId}/outcome`,
        admin,
        { stage: 'offer' },
      ),
      ZApiError,
      409,
    );
    expect(corrected.message).toBe(OUTCOME_ANSWERS.hireInvoicePaid);

    // The 90-day check: not due before; due on the day (asked once, however often the sweep runs); A answers.
    expect(
      (
        await s.request(
          'POST',
          employerPath(shareA, kim.onePagerId, '/placement/retention'),
          companyA.employer,
          { stillInRole: true },
        )
      ).status,
    ).toBe(409);
    // The check is on the start date + 90 days.
    const checkOn = Date.parse(`${START_A}T00:00:00Z`) + 90 * DAY_MS;
    expect(await s.candidates.runGuaranteeChecks(new Date(checkOn - 12 * 3600 * 1000))).toBe(0);
    expect(await s.candidates.runGuaranteeChecks(new Date(checkOn + 8 * 3600 * 1000))).toBe(1);
    expect(await s.candidates.runGuaranteeChecks(new Date(checkOn + DAY_MS + 8 * 3600 * 1000))).toBe(0);
    const retention = async () =>
      (await json(await s.request('GET', '/api/admin/analytics', admin), ZAnalytics)).retention;
    const before = await retention();
    const left = await json(
      await s.request(
        'POST',
        employerPath(shareA, kim.onePagerId, '/placement/retention'),
        companyA.employer,
        { stillInRole: false },
      ),
      ZOutcome,
    );
    expect(left.placement).toMatchObject({
      status: 'replacement-due',
      guarantee: { asked: true, answer: 'left' },
    });
    expect(
      await hiringEvents((event) => event.type === 'placement.left' && event.shareId === shareA),
    ).toHaveLength(1);
    // The analytics' share still in the role at 90 days counts the answer (this one left).
    const after = await retention();
    expect(after).toMatchObject({ checked: before.checked + 1, inSeat: before.inSeat });
    expect(after.inSeatShare).toBe(after.inSeat / after.checked);

    // The admins refund the fee rather than replace the person: a credit note voids the (paid) invoice.
    const refunded = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/refund`, admin, {
        reason: 'Left within the guarantee; refund chosen over a replacement',
      }),
      ZAdminPlacement,
    );
    expect(refunded).toMatchObject({
      status: 'refunded',
      invoice: { status: 'void', creditNote: { number: expect.stringMatching(/^CN-\d{4}-\d{5}$/) } },
    });
    const refundedAgain = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/refund`, admin, { reason: 'Twice' }),
      ZApiError,
      409,
    );
    expect(refundedAgain.message).toBe(PLACEMENT_ANSWERS.refundNotDue);
    expect((await s.request('GET', `/api/admin/placements/${row.id}/credit-note`, admin)).status).toBe(200);
  });

  it("an admin confirms for the candidate (audited) and the other company's waiting claim closes", async () => {
    const { kim, companyA, companyB, shareA, shareB } = await setUp();
    for (const [shareId, company] of [
      [shareA, companyA],
      [shareB, companyB],
    ] as const)
      await json(
        await s.request('PUT', employerPath(shareId, kim.onePagerId, '/outcome'), company.employer, {
          stage: 'hired',
          startDate: START_LATER,
          annualSalary: 80000,
        }),
        ZOutcome,
      );
    const claims = await placementsOf(kim.identity);
    expect(claims.map((item) => item.status)).toEqual(['pending', 'pending']);
    const byCompany = (name: string) => claims.find((item) => item.companyName === name)!.id;
    // Confirmed by an admin at A's default fee (20%): B's waiting claim closes (placed elsewhere).
    const confirmed = await json(
      await s.request('POST', `/api/admin/placements/${byCompany(companyA.name)}/confirm`, admin),
      ZAdminPlacement,
    );
    expect(confirmed).toMatchObject({ status: 'confirmed', feePercent: 20, fee: 16000, answeredBy: 'admin' });
    const after = await placementsOf(kim.identity);
    expect(after.find((item) => item.companyName === companyB.name)?.status).toBe('rejected');
    expect(
      await hiringEvents((event) => event.type === 'placement.rejected' && event.shareId === shareB),
    ).toEqual([expect.objectContaining({ by: 'portal', reason: 'placed-elsewhere' })]);
    // Answered already: 409 for the admin's reject too.
    expect(
      (await s.request('POST', `/api/admin/placements/${byCompany(companyB.name)}/reject`, admin)).status,
    ).toBe(409);
    expect(
      (await s.request('POST', `/api/admin/placements/0123456789abcdef01234567/confirm`, admin)).status,
    ).toBe(404);
    const audit = (await jobsData(s.candidates.auditEvents))
      .filter((event) => event.target.id === confirmed.id)
      .map((event) => event.action);
    expect(audit).toEqual(['placement.confirmed']);
  });

  it('two claims confirmed at once: one wins, the other answers 409', async () => {
    const { kim, companyA, companyB, shareA, shareB } = await setUp();
    for (const [shareId, company] of [
      [shareA, companyA],
      [shareB, companyB],
    ] as const)
      await json(
        await s.request('PUT', employerPath(shareId, kim.onePagerId, '/outcome'), company.employer, {
          stage: 'hired',
          startDate: START_LATER,
          annualSalary: 80000,
        }),
        ZOutcome,
      );
    const claims = await placementsOf(kim.identity);
    const answers = await Promise.all(
      claims.map((claim) =>
        s.request('POST', `/api/user/placements/${claim.id}/response`, kim.identity, { action: 'confirm' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const now = await placementsOf(kim.identity);
    expect(now.map((item) => item.status).sort()).toEqual(['confirmed', 'rejected']);
  });
});
