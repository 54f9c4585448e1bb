import type { APIRequestContext, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { PATHS } from '@gtm/contracts/paths';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSevereAxeViolations, expectToast } from './admin-screens.ts';
import { signInAs } from './sessions.ts';

const RUN = `r${Date.now().toString(36)}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** svc-candidates' database, read and written as the test's own ground truth. */
async function withCandidatesDb<T>(stack: TStack, use: (db: mongoose.mongo.Db) => Promise<T>): Promise<T> {
  const connection = await mongoose
    .createConnection(stack.components.mongodb.url, { dbName: SERVICE_DATABASES['svc-candidates'] })
    .asPromise();
  try {
    return await use(connection.db!);
  } finally {
    await connection.close();
  }
}

/**
 * Makes svc-candidates count its admin dashboard again from the records (its counters follow the service's own
 * writes; the test's writes around it are counted when the counters are missing: at the next dashboard read).
 */
const recountDashboard = (db: mongoose.mongo.Db) => db.collection('admin_dashboard_counters').deleteMany({});

/** Sends the public contact form through the API, as the landing page does (its rate limit forgotten first). */
async function submitContact(
  stack: TStack,
  request: APIRequestContext,
  body: { name: string; email: string; company: string; message: string },
): Promise<string> {
  const redis = new Redis(stack.components.redis.url);
  try {
    const keys = await redis.keys('rl:contact*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  const response = await request.post('/api/contact-submissions', { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { submission: { id: string } }).submission.id;
}

const cardOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('admin dashboard', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('every count is read from the stored records, with links, quick actions, recent activity and axe', async ({
    page,
    stack,
  }) => {
    // A one-pager with downloads, so the analytics sum is not trivially zero. It is a whole document, as the
    // service writes one: the other specs' lists read it too (one without its arrays once failed their parse).
    await withCandidatesDb(stack, async (db) => {
      await db.collection('one_pagers').insertOne({
        candidateUserId: `e2e-${RUN}`,
        candidateProfileId: null,
        title: `Dashboard One-Pager ${RUN}`,
        candidateName: 'Dash Board',
        status: 'active',
        summary: null,
        industries: [],
        methodologies: [],
        content: null,
        talentCombines: [],
        createdAt: new Date(),
        updatedAt: null,
        pdfDownloads: 7,
        searchText: '',
        searchGrams: [],
      });
      await recountDashboard(db);
    });
    const readExpected = () =>
      withCandidatesDb(stack, async (db) => {
        // The window is the 30 UTC days ending today.
        const since = new Date(
          `${new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`,
        );
        const count = (name: string, filter = {}) => db.collection(name).countDocuments(filter);
        const [downloads] = await db
          .collection('one_pagers')
          .aggregate<{ total: number }>([
            { $group: { _id: null, total: { $sum: { $ifNull: ['$pdfDownloads', 0] } } } },
          ])
          .toArray();
        // Views are counters per share and one-pager (a record of one open, from before them, counts one).
        const [views] = await db
          .collection('one_pager_views')
          .aggregate<{ total: number }>([
            { $group: { _id: null, total: { $sum: { $ifNull: ['$views', 1] } } } },
          ])
          .toArray();
        const recent = await db
          .collection('candidate_profiles')
          .find({}, { projection: { _id: 1 } })
          .sort({ createdAt: -1 })
          .limit(3)
          .toArray();
        return {
          Candidates: [
            await count('candidate_profiles'),
            `${await count('candidate_profiles', { status: 'active' })} active`,
          ],
          'One-Pagers': [
            await count('one_pagers'),
            `${await count('one_pagers', { status: 'active' })} active`,
          ],
          'Talent Combines': [
            await count('talent_combines'),
            `${await count('talent_combines', { status: 'active' })} active`,
          ],
          'Contact Submissions': [
            await count('contact_submissions'),
            `${await count('contact_submissions', { status: 'new' })} new`,
          ],
          analytics: [
            views?.total ?? 0,
            downloads?.total ?? 0,
            await count('combine_shares', { withdrawnAt: null }),
            await count('candidate_profiles', { createdAt: { $gte: since } }),
            await count('contact_submissions', { createdAt: { $gte: since } }),
          ],
          recentCandidateIds: recent.map((profile) => String(profile._id)),
        } as const;
      });

    // The demo seed may still be writing profiles: compare a reading of the database with the page opened
    // after it, until both agree (they must, once nothing else writes).
    let expected!: Awaited<ReturnType<typeof readExpected>>;
    await expect(async () => {
      expected = await readExpected();
      await page.goto(PATHS.admin.dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      for (const title of ['Candidates', 'One-Pagers', 'Talent Combines', 'Contact Submissions'] as const) {
        await expect(cardOf(page, title).getByTestId('dash-count')).toHaveText(
          expected[title][0].toLocaleString('en-US'),
          { timeout: 2_000 },
        );
      }
    }).toPass({ timeout: 30_000 });
    for (const [title, link, to] of [
      ['Candidates', 'View all candidates', PATHS.admin.candidates],
      ['One-Pagers', 'View all one-pagers', PATHS.admin.onePagers],
      ['Talent Combines', 'View all talent combines', PATHS.admin.talentCombines],
      ['Contact Submissions', 'View all contact submissions', PATHS.admin.contactSubmissions],
    ] as const) {
      const card = cardOf(page, title);
      const [total, detail] = expected[title];
      await expect(card.getByTestId('dash-count')).toHaveText(total.toLocaleString('en-US'));
      await expect(card.getByTestId('dash-detail')).toHaveText(detail);
      await expect(card.getByRole('link', { name: link })).toHaveAttribute('href', to);
    }

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Add Candidate' })).toHaveAttribute(
      'href',
      PATHS.admin.candidateNew,
    );
    await expect(actions.getByRole('link', { name: 'Create One-Pager' })).toHaveAttribute(
      'href',
      PATHS.admin.onePagerNew,
    );
    await expect(actions.getByRole('link', { name: 'Create Talent Combine' })).toHaveAttribute(
      'href',
      PATHS.admin.talentCombineNew,
    );

    const recentCandidates = page.getByRole('region', { name: 'Recent Candidates' });
    await expect(recentCandidates.getByRole('listitem')).toHaveCount(expected.recentCandidateIds.length);
    const hrefs = await recentCandidates
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected.recentCandidateIds.map((id) => `/admin/dashboard/candidates/${id}`));
    const recentOnePagers = page.getByRole('region', { name: 'Recent One-Pagers' });
    const newest = recentOnePagers.getByRole('link', { name: `Dashboard One-Pager ${RUN}` });
    await expect(newest).toHaveAttribute('href', /^\/admin\/dashboard\/one-pagers\/[0-9a-f]{24}$/);
    await expect(recentOnePagers.getByRole('listitem')).toHaveCount(
      Math.min(3, Number(expected['One-Pagers'][0])),
    );

    const analytics = page.getByRole('region', { name: 'Analytics Preview' });
    await expect(analytics.getByRole('term')).toHaveText([
      'One-Pager Views by Clients',
      'One-Pager PDF Downloads',
      'Talent Combines Shared with Clients',
      'New Candidates (Last 30 Days)',
      'Contact Submissions (Last 30 Days)',
    ]);
    await expect(analytics.getByTestId('dash-analytics-value')).toHaveText(
      expected.analytics.map((value) => value.toLocaleString('en-US')),
    );
    await expect(analytics.getByRole('link', { name: 'View detailed analytics' })).toHaveAttribute(
      'href',
      '/admin/dashboard/analytics',
    );
    await expectNoSevereAxeViolations(page);

    // The cards lead to their lists.
    await cardOf(page, 'Contact Submissions')
      .getByRole('link', { name: 'View all contact submissions' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/contact-submissions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible();

    // A new submission shows on the dashboard at the next visit: its numbers are never cached.
    await submitContact(stack, page.request, {
      name: `Counted ${RUN}`,
      email: `counted-${RUN}@example.test`,
      company: 'Counting Co',
      message: 'Please count this message.',
    });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(cardOf(page, 'Contact Submissions').getByTestId('dash-count')).toHaveText(
      (Number(expected['Contact Submissions'][0]) + 1).toLocaleString('en-US'),
    );
  });
});

test.describe('admin contact submissions', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  const table = (page: Page) => page.getByRole('table', { name: 'Contact submissions' });
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name, email or company' });

  async function chooseStatus(page: Page, label: string) {
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
  }

  test('search, status filter, server paging, detail dialog, status change, empty states and axe', async ({
    page,
    stack,
  }) => {
    const tag = `Paging${RUN}`;
    for (let index = 1; index <= 12; index += 1) {
      await submitContact(stack, page.request, {
        name: `Visitor ${index} ${tag}`,
        email: `visitor${index}-${RUN}@example.test`,
        company: `Company ${index}`,
        message: `Message number ${index}: we are hiring SDRs.`,
      });
    }

    await page.goto(PATHS.admin.contactSubmissions);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search by name, email or company...');
    await expectNoSevereAxeViolations(page);

    await searchBox(page).fill(tag.toLowerCase());
    await expect(page.getByTestId('search-summary')).toHaveText(
      `Found 12 submissions matching "${tag.toLowerCase()}"`,
    );
    await expect(page.getByTestId('page-status')).toHaveText('Page 1 of 2');
    // Newest first: the last one sent leads.
    await expect(table(page).getByRole('row').nth(1)).toContainText(`Visitor 12 ${tag}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('page-status')).toHaveText('Page 2 of 2');
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await expect(table(page).getByRole('row').nth(2)).toContainText(`Visitor 1 ${tag}`);

    // A search by e-mail and by company finds one; another filter goes back to page 1.
    await searchBox(page).fill(`visitor7-${RUN}`);
    await expect(page.getByTestId('search-summary')).toHaveText(
      `Found 1 submission matching "visitor7-${RUN}"`,
    );
    await expect(page.getByTestId('page-status')).toHaveCount(0);

    // The detail dialog changes the status.
    await table(page)
      .getByRole('row')
      .filter({ hasText: `Visitor 7 ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
    await expect(dialog.getByTestId('contact-message')).toHaveText('Message number 7: we are hiring SDRs.');
    await expect(dialog.getByText('Company 7')).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await dialog.getByRole('combobox', { name: 'Change status' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('In Progress', { exact: true }).click();
    await expectToast(page, 'Status updated', `The submission from Visitor 7 ${tag} is now In Progress.`);
    await expect(dialog.locator('.ant-tag')).toHaveText('In Progress');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(
      table(page)
        .getByRole('row')
        .filter({ hasText: `Visitor 7 ${tag}` }),
    ).toContainText('In Progress');

    // The filter filters: this run's in-progress one only, then none completed.
    await searchBox(page).fill(tag);
    await chooseStatus(page, 'In Progress');
    await expect(page.getByTestId('search-summary')).toHaveText(`Found 1 submission matching "${tag}"`);
    await chooseStatus(page, 'Completed');
    await expect(page.getByText('No matching contact submissions found.')).toBeVisible();
    await chooseStatus(page, 'New');
    await expect(page.getByTestId('search-summary')).toHaveText(`Found 11 submissions matching "${tag}"`);
    await chooseStatus(page, 'All Statuses');
    await expect(page.getByTestId('search-summary')).toHaveText(`Found 12 submissions matching "${tag}"`);

    // Without a search, a filter nothing matches shows the list's own empty text (nothing is completed yet).
    await page.reload();
    await chooseStatus(page, 'Completed');
    await expect(page.getByText('No contact submissions found.')).toBeVisible();
    await expectNoSevereAxeViolations(page);
  });

  test('a submitted <script> is shown as text and never runs', async ({ page, stack }) => {
    const payload = `<script>window.__xss = 'script'</script><img src=x onerror="window.__xss = 'img'"> hello`;
    await submitContact(stack, page.request, {
      name: `Mallory ${RUN}`,
      email: `mallory-${RUN}@example.test`,
      company: '<b>Evil Corp</b>',
      message: payload,
    });
    await page.goto(PATHS.admin.contactSubmissions);
    await searchBox(page).fill(`mallory ${RUN}`);
    const row = table(page)
      .getByRole('row')
      .filter({ hasText: `Mallory ${RUN}` });
    await expect(row).toContainText('<b>Evil Corp</b>');
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
    await expect(dialog.getByTestId('contact-message')).toHaveText(payload);
    await expect(dialog.getByText('<b>Evil Corp</b>')).toBeVisible();
    await expect(dialog.locator('script, img[src="x"], b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('a status change that fails says so in the spec’s words and keeps the status', async ({
    page,
    stack,
  }) => {
    const id = await submitContact(stack, page.request, {
      name: `Vanishing ${RUN}`,
      email: `vanishing-${RUN}@example.test`,
      company: 'Gone Co',
      message: 'This one is deleted while the dialog is open.',
    });
    await page.goto(PATHS.admin.contactSubmissions);
    await searchBox(page).fill(`vanishing ${RUN}`);
    await table(page)
      .getByRole('row')
      .filter({ hasText: `Vanishing ${RUN}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
    await expect(dialog.getByTestId('contact-message')).toBeVisible();
    // Deleted behind the admin's back: the PATCH really answers 404.
    await withCandidatesDb(stack, async (db) => {
      await db.collection('contact_submissions').deleteOne({ _id: new mongoose.Types.ObjectId(id) });
      await recountDashboard(db);
    });
    await dialog.getByRole('combobox', { name: 'Change status' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Completed', { exact: true }).click();
    await expectToast(page, 'Failed to update', 'Failed to update contact submission status.', 'destructive');
    await expect(dialog.locator('.ant-tag')).toHaveText('New');
  });
});

test.describe('client lists with svc-clients down', () => {
  test('the companies list toasts its load failure and shows its empty text, then recovers', async ({
    page,
    context,
    stack,
  }) => {
    await signInAs(stack, context, 'admin');
    await stack.stopService('svc-clients');
    try {
      await page.goto(PATHS.admin.clientCompanies);
      await expectToast(
        page,
        'Error loading client companies',
        'Failed to load client companies. Please try again.',
        'destructive',
      );
      await expect(page.getByText('No client companies found.')).toBeVisible();
    } finally {
      await stack.startService('svc-clients');
    }
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Acme Analytics', exact: true })).toBeVisible();
  });
});
