import type { Locator, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { pathOf } from '@gtm/contracts/operation-path';
import { createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { expect, test } from './fixtures.ts';
import { expectToast } from './admin-screens.ts';
import { signInAs } from './sessions.ts';
import { openedDialog } from './dialogs.ts';

const RUN = Date.now().toString(36);
/** The case: a contact submission whose company name is 110 characters long (one per viewport). */
const longCompany = (tag: string) =>
  `Northwind Enterprise Revenue Operations and Strategic Go-To-Market Consulting Partners International ${tag}`
    .padEnd(110, 'x')
    .slice(0, 110);
const longName = (tag: string) => `Maximilian Alexander Fitzgerald-Montgomery ${tag}`;

/** Sends the public contact form through the API (its rate limit forgotten first). */
async function submitContact(stack: TStack, page: Page, tag: string) {
  const redis = new Redis(stack.components.redis.url);
  try {
    const keys = await redis.keys('rl:contact*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  const response = await page.request.post('/api/contact-submissions', {
    data: {
      name: longName(tag),
      email: `a-very-long-address-for-the-table-${tag}@northwind-enterprise-consulting.example.test`,
      company: longCompany(tag),
      message: `We are hiring twelve SDRs and four AEs across EMEA and North America this quarter. ${'More detail. '.repeat(20)}`,
    },
  });
  expect(response.status()).toBe(201);
}

type TBox = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<TBox> => {
  const box = await locator.boundingBox();
  expect(box, 'an element on screen').not.toBeNull();
  return box!;
};

/**
 * The check of a list: the table's box stays inside the page's content box and the page never scrolls
 * sideways; every row action button lies wholly inside the viewport and inside the table's box (so none is
 * hidden under the table's own scroll). `wide`: at desktop width nothing scrolls inside the table either.
 */
async function expectTableFits(page: Page, table: Locator, wide: boolean, withActions = true) {
  const viewport = page.viewportSize()!;
  const wrapper = table.locator('xpath=ancestor::div[contains(@class, "ant-table-wrapper")][1]');
  // The list has its answer: no spinner over it, and its rows shown (a list without row actions, whose rows this
  // run's other tests may have removed, may show its empty text instead: its box is checked all the same).
  await expect(wrapper.locator('.ant-spin-spinning')).toHaveCount(0);
  const firstRow = table.locator('tbody tr.ant-table-row').first();
  // (A table's empty text is its placeholder row, an antd Empty or the list's own words.)
  const emptyRow = table.locator('tbody tr.ant-table-placeholder');
  await expect(withActions ? firstRow : firstRow.or(emptyRow)).toBeVisible();
  const content = await boxOf(page.locator('.admin-content'));
  const tableBox = await boxOf(wrapper);
  const name = await table.getAttribute('aria-label');
  expect(tableBox.x, `${name}: left edge in its box`).toBeGreaterThanOrEqual(content.x - 1);
  expect(tableBox.x + tableBox.width, `${name}: right edge in its box`).toBeLessThanOrEqual(
    content.x + content.width + 1,
  );
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${name}: the page does not scroll sideways`).toBeLessThanOrEqual(viewport.width);

  if (wide) {
    const overflow = await wrapper
      .locator('.ant-table-content')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, `${name}: nothing scrolls inside the table at ${viewport.width} px`).toBeLessThanOrEqual(
      1,
    );
  }

  const actions = table.locator('tbody tr.ant-table-row').getByRole('button');
  const count = await actions.count();
  // One-pagers and talent combines open a row on click: they have no action buttons.
  if (withActions) expect(count, `${name}: rows have actions`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const button = actions.nth(index);
    await button.scrollIntoViewIfNeeded();
    const label = `${name}: '${(await button.getAttribute('aria-label')) ?? (await button.textContent())}'`;
    const box = await boxOf(button);
    expect(box.x, `${label} left in the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} right in the viewport`).toBeLessThanOrEqual(viewport.width);
    expect(box.x, `${label} inside the table`).toBeGreaterThanOrEqual(tableBox.x - 1);
    expect(box.x + box.width, `${label} inside the table`).toBeLessThanOrEqual(
      tableBox.x + tableBox.width + 1,
    );
    // Nothing covers it: the element at its centre is the button (or inside it).
    const onTop = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `${label} is not covered`).toBe(true);
  }
}

/** A cut text shows an ellipsis, and its whole text in a tooltip on hover. */
async function expectEllipsisWithTooltip(page: Page, table: Locator, text: string) {
  const cell = table.locator('td.ant-table-cell-ellipsis').filter({ hasText: text }).first();
  const cut = await cell.evaluate((element) => {
    const inner = (element.querySelector('.admin-cell-text') ?? element) as HTMLElement;
    return inner.scrollWidth > inner.clientWidth;
  });
  expect(cut, `'${text.slice(0, 30)}...' is cut`).toBe(true);
  await cell.locator('.admin-cell-text').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: text })).toBeVisible();
  await page.mouse.move(0, 0);
}

const VIEWPORTS = [
  { width: 1366, height: 900, wide: true },
  { width: 390, height: 844, wide: false },
] as const;

test.describe('admin tables at 1366 px and 390 px', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  for (const viewport of VIEWPORTS) {
    test(`no table runs past its box and no row action is off screen at ${viewport.width} px`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const tag = `${RUN}w${viewport.width}`;
      const LONG_NAME = longName(tag);
      const LONG_COMPANY = longCompany(tag);
      await submitContact(stack, page, tag);

      await page.goto(PATHS.admin.contactSubmissions);
      const contacts = page.getByRole('table', { name: 'Contact submissions' });
      await page.getByRole('searchbox', { name: 'Search by name, email or company' }).fill(tag);
      // The searched rows are shown once the search's summary is.
      await expect(page.getByTestId('search-summary')).toBeVisible();
      await expect(contacts.getByRole('row').filter({ hasText: 'Maximilian' })).toHaveCount(1);
      await expectTableFits(page, contacts, viewport.wide);
      if (viewport.wide) await expectEllipsisWithTooltip(page, contacts, LONG_COMPANY);
      // Without a search too: the long row among the others.
      await page.getByRole('searchbox', { name: 'Search by name, email or company' }).fill('');
      // The unsearched rows are shown once the summary of the search is gone.
      await expect(page.getByTestId('search-summary')).toHaveCount(0);
      await expectTableFits(page, contacts, viewport.wide);
      // The fixed View button opens the long submission's dialog.
      await page.getByRole('searchbox', { name: 'Search by name, email or company' }).fill(tag);
      await expect(contacts.getByRole('row')).toHaveCount(2);
      await contacts.getByRole('button', { name: `View submission from ${LONG_NAME}` }).click();
      await expect(page.getByRole('dialog', { name: 'Contact Submission' })).toContainText(LONG_COMPANY);
      await page.keyboard.press('Escape');

      await page.goto(PATHS.admin.candidates);
      await expectTableFits(
        page,
        page.getByRole('table', { name: 'Incomplete registrations' }),
        viewport.wide,
      );
      await expectTableFits(page, page.getByRole('table', { name: 'Complete profiles' }), viewport.wide);

      await page.goto(PATHS.admin.clientUsers);
      await expectTableFits(page, page.getByRole('table', { name: 'Client users' }), viewport.wide);

      for (const [path, name, withActions] of [
        [PATHS.admin.clientCompanies, 'Client companies', true],
        [PATHS.admin.onePagers, 'One-pagers', false],
        [PATHS.admin.talentCombines, 'Talent combines', false],
      ] as const) {
        await page.goto(path);
        await expectTableFits(page, page.getByRole('table', { name }), viewport.wide, withActions);
      }
    });
  }
});

test.describe("the company picker of a combine's Sharing tab", () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('closes on a pick, never picks on Tab, and asks to confirm the companies before sharing', async ({
    page,
  }) => {
    const created = await page.request.post(pathOf(createTalentCombine), {
      data: { name: `Picker Combine ${RUN}`, description: 'A combine to check the company picker with.' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(PATHS.admin.talentCombine.replace(':id', id));
    const dialog = await openedDialog(page.getByRole('dialog').last());
    await dialog.getByRole('tab', { name: 'Sharing' }).click();
    const picker = page.getByRole('combobox', { name: 'Share with companies' });
    const dropdown = page.locator('.ant-select-dropdown:visible');
    const options = dropdown.locator('.ant-select-item-option');

    // One pick closes the list: the Share button is not covered.
    await picker.click();
    await picker.fill('northstar');
    await expect(options).toHaveText(['Northstar Commerce']);
    await options.first().click();
    await expect(dropdown).toHaveCount(0);
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    const covered = await share.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit === null || !element.contains(hit);
    });
    expect(covered, 'the Share button is covered').toBe(false);

    // Tab with a company highlighted moves on and adds nothing.
    await picker.click();
    await picker.fill('driftwood');
    await expect(options).toHaveText(['Driftwood Data']);
    await expect(dropdown.locator('.ant-select-item-option-active')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(dropdown).toHaveCount(0);
    const chosen = dialog.locator('.talent-combines-share-select .ant-select-selection-item');
    await expect(chosen).toHaveText(['Northstar Commerce']);

    // Enter still picks the highlighted one; the list closes.
    await picker.click();
    await picker.fill('driftwood');
    await expect(options).toHaveText(['Driftwood Data']);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveCount(0);
    await expect(chosen).toHaveText(['Northstar Commerce', 'Driftwood Data']);

    // Share asks first, naming each company; Cancel shares with nobody.
    await share.click();
    const confirm = await openedDialog(page.getByRole('dialog', { name: 'Share with these companies?' }));
    await expect(confirm.getByRole('listitem')).toHaveText(['Northstar Commerce', 'Driftwood Data']);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    const shares = page.getByRole('table', { name: 'Companies this combine is shared with' });
    await expect(shares).toContainText('Not shared with any company yet.');

    await share.click();
    await confirm.getByRole('button', { name: 'Share with 2 companies' }).click();
    await expectToast(page, 'Talent combine shared', EMPLOYER_ANSWERS.shared(2));
    await expect(shares.getByRole('row').filter({ hasText: 'Northstar Commerce' })).toHaveCount(1);
    await expect(shares.getByRole('row').filter({ hasText: 'Driftwood Data' })).toHaveCount(1);
  });
});

test.describe('a failed submit', () => {
  test.beforeEach(async ({ stack, context }) => {
    await signInAs(stack, context, 'admin');
  });

  test('brings the first invalid field into view clear of the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 360 });
    await page.goto(PATHS.admin.settings);
    const name = page.getByLabel('Full Name');
    await name.fill('');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    // The field is out of sight (above the viewport or under the header) when Save is pressed.
    const header = await boxOf(page.locator('header').first());
    const before = await boxOf(name);
    expect(before.y).toBeLessThan(header.y + header.height);
    await save.click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(name).toBeFocused();
    await expect
      .poll(async () => (await boxOf(name)).y, { message: 'the field lies below the header' })
      .toBeGreaterThanOrEqual(header.y + header.height);
    const after = await boxOf(name);
    expect(after.y + after.height).toBeLessThanOrEqual(360);
  });
});
