/**
 * Queries made to cost the engine as much as a query can: the crafted one
 * (a one-letter word repeated to 255 characters, which once cost over a
 * second) and generated ones of every awkward shape. The cost test asserts
 * each stays within the engine's work budget; `query-cost.ts` times them.
 */
export const CRAFTED_QUERY = Array.from({ length: 128 }, () => 's')
  .join(' ')
  .slice(0, 255);

/** The kinds of generated query, each an equal share of the set. */
export const fuzzKinds = [
  'repeated word',
  'one-letter words',
  'punctuation',
  '256 characters',
  'non-Latin',
  'mixed',
] as const;

export interface FuzzQuery {
  query: string;
  kind: (typeof fuzzKinds)[number];
}

/** Mulberry32: a small seeded generator, so every run makes the same queries. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const PUNCTUATION = `-_.,;:!?'"()[]{}<>/\\|@#$%^&*+=~\``;
/** Cyrillic, Greek, CJK, Arabic, Devanagari, emoji and combining marks. */
const NON_LATIN = [
  'сервер',
  'запуск',
  'διακομιστής',
  'サーバー',
  '服务器',
  '운영',
  'خادم',
  'सर्वर',
  '🚀',
  'é́',
  'ß',
];
/** Words a docs index holds, so generated queries reach real postings too. */
const COMMON = [
  'server',
  'run',
  'install',
  'the',
  'secret',
  'registry',
  'client',
  'config',
  's',
  'a',
];

/** `count` queries of the kinds above, in turn, from a fixed seed. */
export function fuzzQueries(count = 2000, seed = 26): FuzzQuery[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const letters = (length: number) => Array.from({ length }, () => pick(LATIN.split(''))).join('');
  const word = () => (random() < 0.5 ? pick(COMMON) : letters(1 + Math.floor(random() * 12)));
  const fill = (part: () => string, length: number, separator = ' ') => {
    let text = '';
    while (text.length < length) text += (text ? separator : '') + part();
    return text.slice(0, length);
  };
  const make: Record<FuzzQuery['kind'], () => string> = {
    'repeated word': () => {
      const repeated = random() < 0.5 ? pick(LATIN.split('')) : word();
      return fill(() => repeated, 64 + Math.floor(random() * 193));
    },
    'one-letter words': () => fill(() => pick(LATIN.split('')), 1 + Math.floor(random() * 256)),
    punctuation: () =>
      fill(
        () =>
          random() < 0.6
            ? pick(PUNCTUATION.split('')).repeat(1 + Math.floor(random() * 4))
            : word(),
        1 + Math.floor(random() * 256),
        random() < 0.5 ? '' : ' ',
      ),
    '256 characters': () =>
      random() < 0.3 ? letters(256) : fill(word, 256, random() < 0.2 ? '-' : ' '),
    'non-Latin': () => fill(() => pick(NON_LATIN), 1 + Math.floor(random() * 256)),
    mixed: () =>
      fill(
        () => pick([word, () => pick(NON_LATIN), () => pick(PUNCTUATION.split(''))])(),
        1 + Math.floor(random() * 256),
      ),
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = fuzzKinds[i % fuzzKinds.length]!;
    return { kind, query: make[kind]() };
  });
}
