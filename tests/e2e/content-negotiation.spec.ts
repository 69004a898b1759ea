import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

// `Accept: text/markdown` on a page URL answers the page's Markdown twin, as
// the Agent-Friendly Documentation Spec asks; any other Accept gets the HTML.
// Over a raw socket, so the exact request line and headers are what is sent.

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function rawGet(baseURL: string, path: string, accept?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
  if (accept !== undefined) lines.push(`Accept: ${accept}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head!.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const pages = [
  '/toolhive/quickstart',
  '/toolhive/guides-cli/install',
  '/toolhive/reference/cli/thv_run',
];
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

for (const accept of [
  'text/markdown',
  'text/html;q=0.5, text/markdown',
  'text/markdown, text/html',
]) {
  test(`Accept: ${accept} gets the twin, with Vary: Accept`, async ({ baseURL }) => {
    for (const path of pages) {
      const answer = await rawGet(baseURL!, path, accept);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/markdown; charset=utf-8');
      expect(answer.headers.vary, path).toMatch(/\bAccept\b/);
      // Chunked or not, the twin's first line is the page title.
      expect(answer.body, path).toMatch(/^(?:[\da-f]+\r\n)?# /);
    }
  });
}

for (const accept of [
  browserAccept,
  '*/*',
  'text/html, text/markdown',
  'text/markdown;q=0.1, text/html',
  undefined,
]) {
  test(`Accept: ${accept ?? '(none)'} gets the HTML page, with Vary: Accept`, async ({
    baseURL,
  }) => {
    const answer = await rawGet(baseURL!, '/toolhive/quickstart', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers.vary).toMatch(/\bAccept\b/);
  });
}

test('files keep their own type whatever the Accept header says', async ({ baseURL }) => {
  const llms = await rawGet(baseURL!, '/llms.txt', 'text/markdown');
  expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
  const twin = await rawGet(baseURL!, '/toolhive/quickstart.md', 'text/html');
  expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
});

test('a page without a twin answers HTML to a Markdown Accept', async ({ baseURL }) => {
  const answer = await rawGet(baseURL!, '/', 'text/markdown');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
});
