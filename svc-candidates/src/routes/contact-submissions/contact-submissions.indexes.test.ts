import type { z } from 'zod';
import { ZContactSubmissionsQuery } from '@gtm/contracts/contact-submissions';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { contactSubmissionSchema } from './contact-submissions.model.ts';
import {
  contactSubmissionQueries,
  contactSubmissionsFilter,
  contactSubmissionsSort,
} from './contact-submissions.repository.ts';

/** Every query the contact submissions screen issues: each status, both orders, a search with and without one. */
const QUERIES: z.input<typeof ZContactSubmissionsQuery>[] = [
  {},
  { order: 'asc' },
  { status: 'new' },
  { status: 'inProgress', order: 'asc' },
  { status: 'completed' },
  { search: 'acme' },
  { search: 'a', status: 'new' },
];

const indexes = declaredIndexes(contactSubmissionSchema);
const SHAPES = QUERIES.map((input) => {
  const query = ZContactSubmissionsQuery.parse(input);
  const shape = { filter: contactSubmissionsFilter(query), sort: contactSubmissionsSort(query) };
  return [JSON.stringify(input), JSON.stringify(servingIndex(indexes, shape))] as const;
});

describe('contact submission list indexes', () => {
  it.each(SHAPES)('query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});

describe('contact submission indexes of the admin dashboard', () => {
  it.each([
    ['byStatus new', contactSubmissionQueries.byStatus('new')],
    ['createdSince', contactSubmissionQueries.createdSince(new Date())],
  ] as const)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(indexes, shape)).not.toBeNull();
  });
});
