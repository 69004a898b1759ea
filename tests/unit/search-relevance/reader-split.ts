import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Reader cases written blind from the pages' tasks by writers who never saw a
// search result (reader-cases.json). A fixed share is held out: nothing in the
// engine, the synonyms, the stop words or the pages' keywords may be tuned on
// it, and the relevance report prints its figures only, never its queries.

/** What a case probes: the kinds of failure readers met before (issue-free names). */
export type Probe = 'filler' | 'vocabulary' | 'page-type' | 'minor-command';

export interface ReaderCase {
  query: string;
  /** A full-sentence question, or a short keyword query. */
  kind: 'question' | 'keywords';
  /** Acceptable pages or sections (an URL with `#` must be that section). */
  expect: string[];
  /** The page the writer wrote the case from. */
  page: string;
  probes?: Probe[];
  writer: string;
}

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reader-cases.json');
export const readerCases = JSON.parse(readFileSync(file, 'utf8')) as ReaderCase[];

/** FNV-1a, 32 bits, of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Held out when the hash of its lowercased query, mod 100, is under this. */
export const HELD_OUT_SHARE = 45;

export function isHeldOut({ query }: Pick<ReaderCase, 'query'>): boolean {
  return fnv1a(query.toLowerCase()) % 100 < HELD_OUT_SHARE;
}

/** The part rules, synonyms and keywords may be tuned on. */
export const tuningCases = readerCases.filter((item) => !isHeldOut(item));
/** The part that measures: figures only, never its queries or hits. */
export const heldOutCases = readerCases.filter(isHeldOut);
