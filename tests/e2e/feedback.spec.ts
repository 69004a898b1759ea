import { expect, test, type Page } from '@playwright/test';
import { newIssueUrl } from '../../site/src/data/feedback';
import { axeViolationsOn } from './support/axe';
import { blockThirdParties, waitForHydration } from './support/browser';
import { sampleDocPage } from './support/routes';

const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback'),
  );

async function openDocPage(page: Page, path = sampleDocPage) {
  await blockThirdParties(page);
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole('group', { name: 'Was this page helpful?' });
}

test('Yes sends one event with the page and the answer, and thanks the reader', async ({
  page,
}) => {
  const question = await openDocPage(page);
  await question.getByRole('button', { name: 'Yes' }).click();

  const thanks = page.getByText('Thank you for your feedback.');
  await expect(thanks).toBeFocused();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('link', { name: /new GitHub issue/ })).toHaveCount(0);
  expect(await feedbackEvents(page)).toEqual([
    ['event', 'page_feedback', { page_path: sampleDocPage, answer: 'yes' }],
  ]);
});

test('No, answered with the keyboard, offers a new ToolHive issue about the page', async ({
  page,
}) => {
  const question = await openDocPage(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const yes = question.getByRole('button', { name: 'Yes' });
  await yes.focus();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Thank you for your feedback.')).toBeFocused();
  expect(await feedbackEvents(page)).toEqual([
    ['event', 'page_feedback', { page_path: sampleDocPage, answer: 'no' }],
  ]);
  const link = page.getByRole('link', { name: 'Tell us what to fix in a new GitHub issue' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(newIssueUrl);
  expect(href.searchParams.get('title')).toBe(`Docs: ${title}`);
  expect(href.searchParams.get('body')).toContain(`https://docs.stacklok.com${sampleDocPage}`);
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
});

test('with the Google tag blocked, answering logs no error and still thanks the reader', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/googletagmanager\.com\/gtag\/js/, (route) => route.abort('blockedbyclient'));
  const question = await openDocPage(page, '/toolhive/guides-cli/secrets-management');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('link', { name: /new GitHub issue/ })).toBeVisible();
  expect(errors.filter((text) => !/ERR_BLOCKED_BY_CLIENT/.test(text))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the answered feedback is axe-clean in ${colorScheme} mode at ${width} px`, async ({
      page,
    }) => {
      // axe still walks the whole long page to judge the part it checks.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      // The whole page in its first state is checked in budgets.spec.ts; here only the reply.
      const violations = await axeViolationsOn(page, sampleDocPage, colorScheme, {
        prepare: async (p) => {
          await p.getByRole('button', { name: 'No' }).click();
          await expect(p.getByRole('link', { name: /new GitHub issue/ })).toBeVisible();
        },
        include: '.thv-page-feedback',
      });
      expect(violations).toEqual([]);
    });
  }
}

test('the feedback question stays out of the search index', async ({ request }) => {
  const index = await (await request.get('/search-index.json')).text();
  expect(index).toContain('Manage secrets');
  expect(index).not.toContain('Was this page helpful');
});
