import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { shareNoticeSchema } from './share-notices.model.ts';

/**
 * The queries of share notices and digests, as their repositories issue them (the client users' queries the
 * notices make are checked beside their model, in client-users.indexes.test.ts).
 */
const NOTICE_QUERIES: [string, TQueryShape][] = [
  ['one notice', { filter: { companyId: 'c', shareId: 's' }, sort: {} }],
  ['companies with pending notices', { filter: { status: 'pending' }, sort: {} }],
  [
    "a company's pending notices of a period",
    { filter: { status: 'pending', companyId: 'c', shared_at: { $lt: new Date() } }, sort: { shared_at: 1 } },
  ],
];

describe('share notice and digest indexes', () => {
  it.each(NOTICE_QUERIES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(declaredIndexes(shareNoticeSchema), shape)).not.toBeNull();
  });
});
