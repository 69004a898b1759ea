import { expect, test } from '@playwright/test';
import { blockThirdParties, clientNavigate, waitForHydration } from './support/browser';

type DataLayerEntry = Record<string, unknown>;

async function dataLayer(page: import('@playwright/test').Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => ({
      ...Array.from(entry),
    })),
  );
}

const pageViews = async (page: import('@playwright/test').Page) =>
  (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');

test('the Google tag anonymises IPs and counts one view per changed location', async ({ page }) => {
  await blockThirdParties(page);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/');
  await waitForHydration(page);

  const config = (await dataLayer(page)).find((entry) => entry[0] === 'config');
  expect(config?.[1]).toMatch(/^G-/);
  expect(config?.[2]).toMatchObject({ anonymize_ip: true });
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);

  await clientNavigate(page, '/toolhive/quickstart');
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  await clientNavigate(page, '/toolhive/quickstart?tab=linux');
  await expect.poll(async () => (await pageViews(page)).length).toBe(3);
  await clientNavigate(page, '/toolhive/quickstart?tab=linux#top');
  await expect.poll(async () => (await pageViews(page)).length).toBe(4);
  await clientNavigate(page, '/toolhive/quickstart?tab=linux#top');
  await page.waitForTimeout(200);
  expect(await pageViews(page)).toHaveLength(4);

  const last = (await pageViews(page)).at(-1)!;
  expect(last[2]).toMatchObject({ page_path: '/toolhive/quickstart?tab=linux#top' });
  expect(errors).toEqual([]);
});

test('Vercel analytics loads its script from the site-local insights path', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/');
  await waitForHydration(page);
  const script = page.locator('script[src="/_vercel/insights/script.js"]');
  await expect(script).toBeAttached();
  await expect(script).toHaveAttribute('data-sdkv', '1.5.0');
});

test('blocked analytics never break the page', async ({ page }) => {
  await page.route(/googletagmanager|_vercel\/insights/, (route) => route.abort('blockedbyclient'));
  await blockThirdParties(page);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await clientNavigate(page, '/toolhive/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
