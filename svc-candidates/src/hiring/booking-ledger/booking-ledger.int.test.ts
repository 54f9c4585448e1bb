import { Types } from 'mongoose';
import { anyOverlap } from '@gtm/hiring/intervals';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { THold } from './booking-ledger.model.ts';
import { createBookingLedgerRepository } from './booking-ledger.repository.ts';
import { createBookingLedger, placementHold, segmentHold } from './booking-ledger.ts';

/** The booking ledger against the real MongoDB-compatible server: claims that cannot both win. */
let ctx: Awaited<ReturnType<typeof openTestContext>>;
let ledger: ReturnType<typeof createBookingLedger>;
const recorded = new Map<string, THold[]>();
beforeAll(async () => {
  ctx = await openTestContext('svc-candidates');
  ledger = createBookingLedger({
    ledger: await createBookingLedgerRepository(ctx.mongo),
    recordedHolds: async (userIds) => new Map(userIds.map((userId) => [userId, recorded.get(userId) ?? []])),
  });
});
afterAll(() => ctx.close());

const userId = () => new Types.ObjectId().toString();
const at = (minutes: number) => new Date(Date.UTC(2031, 0, 14, 18, 0) + minutes * 60_000);
const span = (from: number, to: number) => ({ start: at(from), end: at(to) });
const NOW = new Date('2030-12-01T00:00:00Z');

describe('the booking ledger', () => {
  it('claims a free interval, refuses an overlapping one, allows a touching one and the same hold again', async () => {
    const candidate = userId();
    expect(await ledger.claim(candidate, segmentHold('day-a', span(0, 15), NOW))).toBe(true);
    expect(await ledger.claim(candidate, segmentHold('day-b', span(10, 25), NOW))).toBe(false);
    expect(await ledger.claim(candidate, segmentHold('day-b', span(15, 30), NOW))).toBe(true);
    // The same hold again (a retried request): held, not twice.
    expect(await ledger.claim(candidate, segmentHold('day-a', span(0, 15), NOW))).toBe(true);
    expect((await ledger.holdsOf([candidate])).get(candidate)).toHaveLength(2);
  });

  it('releases a hold by its id, so its time can be claimed again', async () => {
    const candidate = userId();
    const first = segmentHold('day-a', span(0, 15), NOW);
    expect(await ledger.claim(candidate, first)).toBe(true);
    await ledger.release([{ userId: candidate, holdId: first.id }]);
    expect(await ledger.claim(candidate, segmentHold('day-b', span(5, 20), NOW))).toBe(true);
  });

  it('carries a candidate’s recorded bookings into their ledger when it is first opened', async () => {
    const candidate = userId();
    recorded.set(candidate, [segmentHold('old-day', span(0, 15), NOW)]);
    expect(await ledger.claim(candidate, segmentHold('new-day', span(0, 15), NOW))).toBe(false);
    expect((await ledger.bookingsOf([candidate])).get(candidate)).toEqual({
      busy: [span(0, 15)],
      placed: false,
    });
  });

  it('takes a placed candidate off the market: every later interval is refused', async () => {
    const candidate = userId();
    expect(await ledger.claim(candidate, segmentHold('day-a', span(0, 15), NOW))).toBe(true);
    // A hire is a fact: it is recorded over what the candidate held.
    await ledger.place(candidate, placementHold('placement-1', at(-60)));
    expect(await ledger.claim(candidate, segmentHold('day-b', span(600, 615), NOW))).toBe(false);
    expect((await ledger.bookingsOf([candidate])).get(candidate)?.placed).toBe(true);
  });

  it('lets no two parallel claims of overlapping intervals both win', async () => {
    const candidates = [userId(), userId(), userId()];
    // Twelve claimants per candidate at once, each for a 15-minute interval starting 5 minutes after the last.
    const results = await Promise.all(
      candidates.flatMap((candidate) =>
        Array.from({ length: 12 }, (_, index) =>
          ledger
            .claim(candidate, segmentHold(`day-${index}`, span(index * 5, index * 5 + 15), NOW))
            .then((held) => ({ candidate, held })),
        ),
      ),
    );
    const holds = await ledger.holdsOf(candidates);
    for (const candidate of candidates) {
      const held = holds.get(candidate) ?? [];
      expect(held.length).toBeGreaterThan(0);
      expect(anyOverlap(held)).toBe(false);
      expect(held).toHaveLength(results.filter((row) => row.candidate === candidate && row.held).length);
    }
  });
});
