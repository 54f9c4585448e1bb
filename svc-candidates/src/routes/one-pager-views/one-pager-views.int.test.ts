import { Types } from 'mongoose';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { ONE_PAGER_VIEWS_COLLECTION } from './one-pager-views.model.ts';

/**
 * The one-pager views against the MongoDB stand-in: one counter per share and one-pager, however often it is
 * opened, and every count read from the counters and from the records of one open each that stores written
 * before them still hold.
 */
let t: TCandidatesTestApp;

beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t?.close());

const id = () => new Types.ObjectId().toString();

describe('one-pager views', () => {
  it('counts opens on one row per share and one-pager, and sums them with the records of one open each', async () => {
    const candidateUserId = id();
    const [shareA, shareB, onePager, other] = [id(), id(), id(), id()];
    const open = (shareId: string, onePagerId: string, clientUserId: string, viewedAt: Date) =>
      t.deps.onePagerViews.recordView({
        companyId: `company-of-${shareId}`,
        shareId,
        onePagerId,
        candidateUserId,
        clientUserId,
        viewedAt,
      });
    const first = new Date('2026-03-01T10:00:00Z');
    const later = new Date('2026-03-02T10:00:00Z');
    await open(shareA, onePager, 'client-1', later);
    await Promise.all([open(shareA, onePager, 'client-2', first), open(shareA, other, 'client-1', first)]);
    await open(shareA, onePager, 'client-3', first);
    await open(shareB, onePager, 'client-4', first);

    const rows = await t.ctx.mongo
      .collection(ONE_PAGER_VIEWS_COLLECTION)
      .find({ candidateUserId })
      .sort({ shareId: 1, onePagerId: 1 })
      .toArray();
    // Three counters: (A, one-pager) opened 3 times, (A, other) once, (B, one-pager) once.
    expect(rows).toHaveLength(3);
    const counter = rows.find((row) => row.shareId === shareA && row.onePagerId === onePager);
    expect(counter).toMatchObject({
      views: 3,
      companyId: `company-of-${shareA}`,
      viewedAt: first,
      lastViewedAt: later,
    });

    // A record of one open, as stored before the counters, counts one.
    await t.ctx.mongo.collection(ONE_PAGER_VIEWS_COLLECTION).insertOne({
      companyId: `company-of-${shareA}`,
      shareId: shareA,
      onePagerId: onePager,
      candidateUserId,
      clientUserId: 'client-old',
      viewedAt: first,
    });
    expect(await t.deps.onePagerViews.viewCountsOfShare(shareA, [onePager, other])).toEqual(
      new Map([
        [onePager, 4],
        [other, 1],
      ]),
    );
    expect(await t.deps.onePagerViews.countViewsOfCandidate(candidateUserId)).toBe(6);

    expect(await t.deps.onePagerViews.forgetCandidate(candidateUserId)).toBe(4);
    expect(await t.deps.onePagerViews.countViewsOfCandidate(candidateUserId)).toBe(0);
  });
});
