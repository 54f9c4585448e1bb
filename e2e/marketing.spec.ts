import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONTACT_RATE_LIMIT } from '@gtm/contracts/contact-submissions';
import { LANDING_SECTIONS } from '@gtm/contracts/paths';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './hydration.ts';

const PUBLIC_PATHS = Object.keys(PUBLIC_HEADS) as (keyof typeof PUBLIC_HEADS)[];
const SCHEDULING = /^https:\/\/calendly\.com\//;

const expectHead = async (page: Page, path: keyof typeof PUBLIC_HEADS) => {
  const head = PUBLIC_HEADS[path];
  await expect(page).toHaveTitle(head.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
};

test.describe('the landing page', () => {
  test('has every anchor section with the content of the spec', async ({ page }) => {
    await page.goto('/');
    for (const { id } of LANDING_SECTIONS) await expect(page.locator(`#${id}`)).toHaveCount(1);

    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('The Fastest Way to Hire');
    const learnMore = hero.getByRole('link', { name: /Learn More/ });
    await expect(learnMore).toHaveAttribute('href', SCHEDULING);
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');

    const images = hero.locator('.mk-carousel__image');
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');

    const partners = page.locator('#partners img');
    await expect(partners).toHaveCount(7);
    const rows = await partners.evaluateAll((logos) =>
      logos.map((logo) => Math.round(logo.getBoundingClientRect().top)),
    );
    const rowTops = [...new Set(rows)];
    expect(rowTops).toHaveLength(2);
    expect(rows.filter((top) => top === rowTops[0])).toHaveLength(4);

    const card = page.locator('#what-we-do');
    for (const heading of [
      'Sales Methodologies',
      'Industries Sold Into',
      'ICP Sold to',
      'Tech Stack Proficiency',
    ]) {
      await expect(card.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(card).toContainText('$650K');
    await expect(card).toContainText('$995K');
    await expect(card).toContainText('2023');

    await expect(page.locator('#services li')).toHaveCount(3);
    await expect(page.locator('#services')).toContainText('0-7 years of experience');
    await expect(page.locator('#how-we-work')).toContainText('no upfront cost');

    const testimonials = page.locator('#testimonials figure');
    await expect(testimonials).toHaveCount(3);
    for (const figure of await testimonials.all()) {
      await expect(figure.locator('blockquote')).not.toBeEmpty();
      await expect(figure.locator('figcaption strong')).not.toBeEmpty();
      await expect(figure.locator('figcaption img')).toHaveAttribute('src', /\.svg$/);
    }

    const contact = page.locator('#contact');
    const book = contact.getByRole('link', { name: /Book A Meeting/ });
    await expect(book).toHaveAttribute('href', SCHEDULING);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact).toContainText('Response Time: Within 24 hours');
  });

  test('sections animate in once when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const inner = page.locator('#contact .mk-reveal');
    await expect(inner).not.toHaveClass(/is-revealed/);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(inner).toHaveClass(/is-revealed/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(inner).toHaveClass(/is-revealed/);
  });

  test('the carousel shows one image at a time, changes every ~3 s and wraps after 3 rotations', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.mk-carousel__image[data-active="true"]')).toHaveCount(1);
    // The rotation is the carousel's code: it starts once the pre-rendered page has hydrated.
    await expectHydrated(page.locator('.mk-carousel'));
    // Record each change of the active image with its time, in the page, over a little more than 3 rotations.
    const changes = await page.evaluate(
      () =>
        new Promise<{ index: number; at: number }[]>((resolve) => {
          const images = [...document.querySelectorAll('.mk-carousel__image')];
          const seen: { index: number; at: number }[] = [
            {
              index: images.findIndex((image) => image.getAttribute('data-active') === 'true'),
              at: performance.now(),
            },
          ];
          const observer = new MutationObserver(() => {
            const index = images.findIndex((image) => image.getAttribute('data-active') === 'true');
            if (index !== seen.at(-1)?.index) seen.push({ index, at: performance.now() });
          });
          for (const image of images)
            observer.observe(image, { attributes: true, attributeFilter: ['data-active'] });
          setTimeout(() => {
            observer.disconnect();
            resolve(seen);
          }, 9_600);
        }),
    );
    const start = changes[0]!.index;
    expect(changes.map((change) => change.index)).toEqual([start, (start + 1) % 3, (start + 2) % 3, start]);
    const gaps = changes.slice(2).map((change, index) => change.at - changes[index + 1]!.at);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThan(2_700);
      expect(gap).toBeLessThan(3_300);
    }
    const active = page.locator('.mk-carousel__image[data-active="true"]');
    await expect(active).toHaveCSS('opacity', '1');
    await expect(page.locator('.mk-carousel__image[data-active="false"]').first()).toHaveCSS('opacity', '0');
    await expect(active).toHaveCSS('transition-duration', '0.5s');
  });

  test('a carousel image that fails to load is hidden and only logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/team-interviews\.[0-9a-f]+\.svg$/, (route) => route.fulfill({ status: 404 }));
    await page.goto('/');
    await expect(page.locator('.mk-carousel__image')).toHaveCount(2);
    await expect.poll(() => errors.some((text) => text.includes('hero carousel: image 2 failed'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('partner logos are greyscale until hovered', async ({ page }) => {
    await page.goto('/#partners');
    const logo = page.locator('#partners img').first();
    await expect(logo).toHaveCSS('filter', 'grayscale(1)');
    await logo.hover();
    await expect(logo).toHaveCSS('filter', 'none');
  });

  test('the mobile menu reaches every anchor', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/for-employers');
    // The button is on screen before its code runs (the page arrives pre-rendered).
    await expectHydrated(page.getByRole('button', { name: 'Open menu' }));
    for (const { id, label } of LANDING_SECTIONS.filter((section) => section.id !== 'home')) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });
});

test.describe('a signed-out visitor', () => {
  test('costs no failing request and logs no error on any public page (issue 36)', async ({ page }) => {
    const failed: string[] = [];
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') asked.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of ['/', '/for-employers', '/for-candidates', '/talent-combine']) {
      await page.goto(path);
      await expectHydrated(page.locator('main'));
      await page.waitForLoadState('networkidle');
    }
    expect({ failed, asked, errors }).toEqual({ failed: [], asked: [], errors: [] });
  });

  test('downloads no signed-in code: no account menu, no notification bell, no zod (issue 37)', async ({
    page,
  }) => {
    // Strings the minifier keeps: the bell's and the account menu's words, and zod's error class name (the
    // bell's feed and every operation's schemas; the landing's contact form loads it only once scrolled near).
    const SIGNED_IN_MARKS = ['Mark all as read', 'Account menu for', 'ZodError'];
    const found: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response.text().then((code) => {
          for (const mark of SIGNED_IN_MARKS)
            if (code.includes(mark)) found.push(`${mark} in ${response.url()}`);
        }),
      );
    });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/for-employers', '/for-candidates', '/talent-combine']) {
      await page.goto(path);
      await expectHydrated(page.locator('main'));
      // The mobile menu too: its account entries are a signed-in user's only.
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.getByTestId('mobile-for-candidates')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(reads);
    expect(found).toEqual([]);
  });
});

test.describe('the other public pages', () => {
  test('/for-employers: hero, benefits, 5-day process, comparison table and its calls to action', async ({
    page,
  }) => {
    await page.goto('/for-employers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#process li')).toHaveCount(5);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Employer sign in' })).toHaveAttribute(
      'href',
      '/employer/auth',
    );
    await expect(page.getByRole('link', { name: 'How the Talent Combine works' })).toHaveAttribute(
      'href',
      '/talent-combine',
    );
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('/for-candidates: sign-up and sign-in links, a 4-step process and three testimonials', async ({
    page,
  }) => {
    await page.goto('/for-candidates');
    await expect(page.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/candidate/auth',
    );
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/candidate/auth?signin=true',
    );
    await expect(page.locator('#process li')).toHaveCount(4);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
  });

  test('/talent-combine: explanation, example compilation, example one-pager and its links', async ({
    page,
  }) => {
    await page.goto('/talent-combine');
    await expect(page.locator('#explanation')).toContainText('5-7 one-pagers');
    await expect(page.locator('#example-compilation li')).toHaveCount(6);
    await expect(page.getByRole('article', { name: 'Example one-pager' })).toContainText('Deal walkthrough');
    await expect(page.locator('#benefits').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expect(page.getByRole('link', { name: 'For employers', exact: true })).toHaveAttribute(
      'href',
      '/for-employers',
    );
  });

  test('reduced motion: no entrance or fade animation and the carousel starts paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.mk-hero__inner')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.mk-carousel__image').first()).toHaveCSS('transition-duration', '0s');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const active = page.locator('.mk-carousel__image[data-active="true"]');
    const before = await active.getAttribute('src');
    await page.waitForTimeout(3_500);
    expect(await active.getAttribute('src')).toBe(before);
  });

  test('the hero enters in 0.6 s when motion is welcome', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.mk-hero__inner')).toHaveCSS('animation-duration', '0.6s');
  });
});

test.describe('the contact form', () => {
  test('refuses invalid fields with readable messages and sends a valid message with a success toast', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Dana Reyes');
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('Message').fill('short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(form.getByText('Company is required.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toBeFocused();

    await form.getByLabel('E-mail').fill('dana@acme.test');
    await form.getByLabel('Company').fill('Acme Analytics');
    await form.getByLabel('Message').fill('We need two SDRs in Austin by March.');
    const response = page.waitForResponse('**/api/contact-submissions');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('status')).toContainText('Message sent');
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('tells a visitor who sent too many messages when to retry', async ({ page }) => {
    await page.goto('/#contact');
    // Spend whatever is left of this client's budget from the page itself (the same client address as the form).
    const statuses = await page.evaluate(async (points) => {
      const seen: number[] = [];
      while (seen.length <= points && seen.at(-1) !== 429) {
        const response = await fetch('/api/contact-submissions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Sam',
            email: 'sam@acme.test',
            company: 'Acme',
            message: 'Hiring two AEs this quarter.',
          }),
        });
        seen.push(response.status);
      }
      return seen;
    }, CONTACT_RATE_LIMIT.points);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Sam');
    await form.getByLabel('E-mail').fill('sam@acme.test');
    await form.getByLabel('Company').fill('Acme');
    await form.getByLabel('Message').fill('Hiring two AEs this quarter.');
    const response = page.waitForResponse('**/api/contact-submissions');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await response).status()).toBe(429);
    await expect(page.getByRole('status')).toContainText('Message not sent');
    await expect(page.getByRole('status')).toContainText(/Please try again in \d+ minutes\./);
  });
});

test.describe('public pages', () => {
  test('each page has its head in the HTML before any script runs', async ({ request, portal }) => {
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path)).text();
      const head = PUBLIC_HEADS[path];
      expect(html).toContain(`<title>${head.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="description" content="${head.description}" />`);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, portal).href}" />`);
    }
  });

  test('each page keeps its head on first load and after client-side navigation', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expectHead(page, path);
    }
    // Client-side navigation: in-page links and the header's section links, no document load in between.
    await page.goto('/for-employers');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Before its code runs, a pre-rendered link is a plain link (a document load).
    await expectHydrated(page.getByRole('link', { name: 'How the Talent Combine works' }));
    await page.getByRole('link', { name: 'How the Talent Combine works' }).click();
    await expect(page).toHaveURL(/\/talent-combine$/);
    await expectHead(page, '/talent-combine');
    await page.getByRole('link', { name: 'For employers', exact: true }).click();
    await expectHead(page, '/for-employers');
    await page.getByTestId('nav-services').first().click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectHead(page, '/');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([]);
    });
  }
});
