import type { Page, Request } from '@playwright/test';

/**
 * The address the try-it console may reach under the site's CSP (connect-src): the default of
 * `thv serve` and of the sandbox. Tests point the console here and answer in the browser, so the
 * requests pass the real policy and nothing binds a port other programs on the machine may hold.
 */
export const tryItServerUrl = 'http://127.0.0.1:8080';

export interface ReceivedRequest {
  method: string;
  url: string;
  body: string;
  contentType?: string;
}

/** What the stand-in answers: status, headers and body, or `refused` for nothing listening. */
export type TryItAnswer = [number, Record<string, string>, string] | 'refused';

/**
 * A stand-in for the reader's API server at tryItServerUrl that allows this site's requests
 * (CORS); returns the requests it received. Playwright answers the CORS preflight of a routed
 * request itself, so only the requests the console really sends are recorded.
 */
export async function routeTryItServer(
  page: Page,
  answer: (request: Request) => TryItAnswer,
): Promise<ReceivedRequest[]> {
  const received: ReceivedRequest[] = [];
  await page.route(`${tryItServerUrl}/**`, async (route) => {
    const request = route.request();
    const outcome = answer(request);
    if (outcome === 'refused') {
      await route.abort('connectionrefused');
      return;
    }
    received.push({
      method: request.method(),
      url: new URL(request.url()).pathname,
      body: request.postData() ?? '',
      contentType: request.headers()['content-type'],
    });
    const [status, headers, body] = outcome;
    await route.fulfill({
      status,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'x-request-id',
        ...headers,
      },
      body,
    });
  });
  return received;
}
