import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { clientUserSchema } from '../routes/client-users/client-users.model.ts';
import { shareNoticeSchema } from './share-notices.model.ts';

/** The queries of share notices and digests, as their repositories issue them. */
const NOTICE_QUERIES: [string, TQueryShape][] = [
  ['one notice', { filter: { companyId: 'c', shareId: 's' }, sort: {} }],
  ['companies with pending notices', { filter: { status: 'pending' }, sort: {} }],
  [
    "a company's pending notices of a period",
    { filter: { status: 'pending', companyId: 'c', shared_at: { $lt: new Date() } }, sort: { shared_at: 1 } },
  ],
];
const USER_QUERIES: [string, TQueryShape][] = [
  ['the client user of an account', { filter: { userId: 'u' }, sort: {} }],
  ["a company's linked users", { filter: { clientCompanyId: 'c', userId: { $exists: true } }, sort: {} }],
  ["a company's enabled users", { filter: { clientCompanyId: 'c', is_enabled: true }, sort: {} }],
];

describe('share notice and digest indexes', () => {
  it.each(NOTICE_QUERIES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(declaredIndexes(shareNoticeSchema), shape)).not.toBeNull();
  });
  it.each(USER_QUERIES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(declaredIndexes(clientUserSchema), shape)).not.toBeNull();
  });
});
