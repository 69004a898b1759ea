import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyDifference } from './index';
import { inlineScriptHashes, renderPolicy, sitePolicy } from './policy';

const deployConfig = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', '..', 'vercel.json'), 'utf8'),
) as { headers: { headers: { key: string; value: string }[] }[] };
const deployedPolicy = deployConfig.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;

const sources = (directive: string) =>
  sitePolicy.find(([name]) => name === directive)?.[1].map(({ source }) => source) ?? [];

describe('the site policy', () => {
  it('is what vercel.json sends, with the hashes it lists', () => {
    const hashes = deployedPolicy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    expect(hashes.length).toBeGreaterThan(0);
    expect(renderPolicy(sitePolicy, hashes)).toBe(deployedPolicy);
  });

  it('gives a reason for every source', () => {
    for (const [directive, list] of sitePolicy) {
      for (const { source, reason } of list) {
        expect(reason.length, `${directive} ${source}`).toBeGreaterThan(20);
      }
    }
  });

  it('runs scripts only from the site, the inline hashes and the Google tag’s exact path', () => {
    expect(sources('script-src')).toEqual([
      "'self'",
      inlineScriptHashes,
      'https://www.googletagmanager.com/gtag/js',
    ]);
  });

  it('lets pages reach this machine on the try-it port only', () => {
    const local = sources('connect-src').filter((source) => /localhost|127\.0\.0\.1/.test(source));
    expect(local).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });
});

describe('policyDifference', () => {
  const expected = "script-src 'self' https://a.example; connect-src 'self'";
  it('names the directive and the sources that differ', () => {
    expect(
      policyDifference("script-src 'self' https://b.example; connect-src 'self'", expected),
    ).toBe('Its script-src lacks https://a.example and has https://b.example besides.');
    expect(policyDifference("script-src 'self' https://a.example", expected)).toBe(
      'It lacks connect-src.',
    );
    expect(policyDifference(`${expected}; frame-src 'none'`, expected)).toBe(
      'It has frame-src, which the policy does not.',
    );
  });
});
