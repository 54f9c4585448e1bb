import type { z } from 'zod';
import { ZAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { auditEntrySchema } from './audit-log.model.ts';
import { auditLogFilter, auditLogSort } from './audit-log.repository.ts';

/** Every query the audit page issues: each filter alone, the day range, a search, and both orders. */
const QUERIES: z.input<typeof ZAuditLogQuery>[] = [
  {},
  { order: 'asc' },
  { action: 'candidate.updated' },
  { targetType: 'one-pager' },
  { targetId: '65f0c0ffee0000000000abcd' },
  { actorId: '65f0c0ffee0000000000abcd' },
  { from: '2026-01-01', to: '2026-01-31' },
  { action: 'candidate.updated', from: '2026-01-01' },
  { action: 'talent-combine.created', targetType: 'talent-combine', order: 'asc' },
  { search: 'jordan' },
  { search: 'jordan', action: 'candidate.updated' },
];

const indexes = declaredIndexes(auditEntrySchema);
const SHAPES = QUERIES.map((input) => {
  const query = ZAuditLogQuery.parse(input);
  const shape = { filter: auditLogFilter(query), sort: auditLogSort(query) };
  return [JSON.stringify(input), JSON.stringify(servingIndex(indexes, shape))] as const;
});

describe('audit log indexes', () => {
  it.each(SHAPES)('query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
