import { declaredIndexes, servingIndex } from './index-coverage.ts';
import { outboxSchema, sweptRowsQuery, waitingRowQuery } from './outbox.ts';

/** The relay's two queries on `outbox`, against the indexes a real MongoDB is given for it. */
describe('outbox indexes', () => {
  const indexes = declaredIndexes(outboxSchema);
  const now = new Date();

  it("serves the relay's query (rows waiting, free to take, oldest hold first)", () => {
    expect(servingIndex(indexes, waitingRowQuery(now))).toEqual({ sentAt: 1, heldUntil: 1 });
  });

  it("serves the sweep's query (rows sent before the cutoff)", () => {
    expect(servingIndex(indexes, sweptRowsQuery(now))).toEqual({ sentAt: 1, heldUntil: 1 });
  });
});
