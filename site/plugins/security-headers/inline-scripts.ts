import { createHash } from 'node:crypto';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_EXECUTABLE_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/** The CSP source expressions (`'sha256-…'`) of the inline scripts a page runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/i.test(attributes) || NON_EXECUTABLE_TYPE.test(attributes) || !body) {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
