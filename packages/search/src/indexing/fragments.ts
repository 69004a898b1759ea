import { createHash } from 'node:crypto';
import { LocalSearchEngine } from '../backends/engine';
import { isPhraseTerm } from '../backends/engine/phrases';
import { STEM_MARK } from '../backends/engine/text';
import type { SearchIndexFile, SearchIndexManifest, SearchRecord, SearchTermShard } from '../wire';

// The index in fragments, for a site whose whole index is too large to fetch
// before the first hit (Pagefind's shape): a manifest with the vocabulary,
// page-level postings sharded by term, and one block of records per page.

/**
 * How much a term in each field says about its page; heading context is
 * left out. Reader phrases (the keywords field holds nothing else) are in, so
 * a query holding one finds its page, but count in no page's length.
 */
const PAGE_FIELD_WEIGHTS: Record<string, number> = {
  keywords: 4,
  lvl1: 6,
  lvl2: 4,
  lvl3: 4,
  lvl4: 4,
  lvl5: 4,
  lvl6: 4,
  content: 1,
};
/** BM25's saturation and length discount, over pages. */
const K1 = 1.2;
const B = 0.75;
/** A term's weight on a page (up to 1): its frequency's share, and what its title and a heading holding it add. */
const SHARE = { text: 0.4, title: 0.35, heading: 0.25 };
/** About how many characters of postings a shard holds before the next starts. */
export const SHARD_CHARACTERS = 6000;

/** The page of a record's URL (its path, without the section's anchor). */
export const pageOf = (url: string) => url.split('#')[0]!;

/** The fragments' files, by path relative to the fragments' folder, and the manifest naming them. */
export interface IndexFragments {
  manifest: SearchIndexManifest;
  files: Map<string, string>;
}

/**
 * The index split into a manifest, term shards and page blocks. The terms
 * are those the engine indexes (built over every record, so a query planned
 * on the manifest looks up the terms the whole index would); pages are
 * numbered by first appearance, which is the site's order.
 */
export function fragmentIndex(
  index: SearchIndexFile,
  names: { whole: string; folder: string; shardCharacters?: number },
  toJson: (value: unknown) => string = JSON.stringify,
): IndexFragments {
  const pageIds = new Map<string, number>();
  const blocks: SearchRecord[][] = [];
  const pageOfRecord = index.records.map((record) => {
    const page = pageOf(record.url);
    let id = pageIds.get(page);
    if (id === undefined) {
      id = pageIds.size;
      pageIds.set(page, id);
      blocks.push([]);
    }
    blocks[id]!.push(record);
    return id;
  });

  const engine = new LocalSearchEngine(index.records, {
    synonyms: index.synonyms,
    fillerWords: index.fillerWords,
    pageKinds: index.pageKinds,
  });
  const indexed = engine.indexedTerms();
  const phrases = [...indexed.phraseTerms].map((term): [string, number] => {
    let count = 0;
    indexed.forEachPosting(term, () => (count += 1));
    return [term, count];
  });
  const vocabulary = [...indexed.terms, ...phrases].sort(([a], [b]) => {
    // A word's stem key sits beside it, so a word and its stem share a shard.
    const plainA = a.startsWith(STEM_MARK) ? a.slice(STEM_MARK.length) : a;
    const plainB = b.startsWith(STEM_MARK) ? b.slice(STEM_MARK.length) : b;
    return plainA < plainB ? -1 : plainA > plainB ? 1 : a < b ? -1 : a > b ? 1 : 0;
  });

  // Each term's weighted frequency per page, whether the page's title or a
  // heading holds it, and each page's length in the frequencies' measure.
  const frequencies = vocabulary.map(([term]) => {
    const perPage = new Map<number, { frequency: number; title: boolean; heading: boolean }>();
    indexed.forEachPosting(term, (record, field, count) => {
      const weight = PAGE_FIELD_WEIGHTS[field];
      if (!weight) return;
      const page = pageOfRecord[record]!;
      const held = perPage.get(page) ?? { frequency: 0, title: false, heading: false };
      held.frequency += weight * count;
      if (field === 'lvl1') held.title = true;
      else if (field !== 'content') held.heading = true;
      perPage.set(page, held);
    });
    return perPage;
  });
  const lengths = new Float64Array(blocks.length);
  frequencies.forEach((perPage, position) => {
    if (isPhraseTerm(vocabulary[position]![0])) return;
    for (const [page, { frequency }] of perPage) lengths[page] += frequency;
  });
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / (blocks.length || 1);

  const shards: number[] = [];
  const shardFiles: SearchTermShard[] = [];
  let characters = Infinity;
  frequencies.forEach((perPage, position) => {
    const pairs: number[] = [];
    let previous = 0;
    for (const page of [...perPage.keys()].sort((a, b) => a - b)) {
      const { frequency, title, heading } = perPage.get(page)!;
      const norm = K1 * (1 - B + (B * lengths[page]!) / (averageLength || 1));
      const saturated = (frequency * (K1 + 1)) / (frequency + norm) / (K1 + 1);
      // The engine ranks a title or heading holding the words above any
      // text, so a page gains as much for one as for many mentions in text.
      const weight =
        SHARE.text * saturated + (title ? SHARE.title : 0) + (heading ? SHARE.heading : 0);
      pairs.push(page - previous, Math.max(1, Math.round(weight * 255)));
      previous = page;
    }
    if (characters >= (names.shardCharacters ?? SHARD_CHARACTERS)) {
      shards.push(position);
      shardFiles.push([]);
      characters = 0;
    }
    shardFiles[shardFiles.length - 1]!.push(pairs);
    characters += pairs.length * 4;
  });

  const files = new Map<string, string>();
  shardFiles.forEach((shard, i) => files.set(`terms/${i}.json`, toJson(shard)));
  blocks.forEach((block, i) => files.set(`pages/${i}.json`, toJson(block)));
  // Named by their content, so a browser never mixes fragments of two builds.
  const digest = createHash('sha256');
  for (const [file, text] of files) digest.update(file).update(text);
  const manifest: SearchIndexManifest = {
    version: 2,
    whole: names.whole,
    fragments: `${names.folder}/${digest.digest('hex').slice(0, 12)}/`,
    synonyms: index.synonyms,
    fillerWords: index.fillerWords,
    pageKinds: index.pageKinds,
    terms: vocabulary.map(([term]) => term),
    counts: vocabulary.map(([, count]) => count),
    fieldsRead: indexed.fieldsRead,
    shards,
    pages: blocks.length,
  };
  return { manifest, files };
}
