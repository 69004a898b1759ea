import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary';

describe('the vocabulary', () => {
  // Three fields: "server server secret", "server servers", "serverless".
  const vocabulary = Vocabulary.fromCounts(
    [
      ['server', 2],
      ['secret', 1],
      ['servers', 1],
      ['serverless', 1],
    ],
    3,
  );

  it('counts the fields holding each term: its postings', () => {
    expect(vocabulary.count('server')).toBe(2);
    expect(vocabulary.count('secret')).toBe(1);
    expect(vocabulary.count('missing')).toBe(0);
    expect(vocabulary.total).toBe(3);
  });

  it('finds the longer terms a prefix starts, without the prefix itself', () => {
    expect(
      vocabulary
        .startingWith('server')
        .map(([term]) => term)
        .sort(),
    ).toEqual(['serverless', 'servers']);
  });

  it('finds the terms within some edits of a word, without the word itself', () => {
    expect(vocabulary.near('servr', 1)).toEqual([['server', 2, 1]]);
    expect(vocabulary.near('server', 1).map(([term]) => term)).toEqual(['servers']);
  });

  it('adds and takes away records as they come and go, forgetting a term no field holds', () => {
    const changing = Vocabulary.fromCounts([['server', 2]], 2);
    // Looked up once, so the radix tree exists and must follow the changes.
    expect(changing.startingWith('serv')).toEqual([['server', 2]]);
    changing.change(
      [
        ['server', 1],
        ['servers', 1],
      ],
      1,
      1,
    );
    expect(changing.startingWith('serv').sort()).toEqual([
      ['server', 3],
      ['servers', 1],
    ]);
    expect(changing.total).toBe(3);
    changing.change(
      [
        ['server', 1],
        ['servers', 1],
      ],
      1,
      -1,
    );
    expect(changing.startingWith('serv')).toEqual([['server', 2]]);
    expect(changing.near('servers', 1)).toEqual([['server', 2, 1]]);
    expect(changing.has('servers')).toBe(false);
    expect(changing.total).toBe(2);
  });

  it("finds a part's prefixes and near spellings in the site's vocabulary, as in its own", () => {
    const site = Vocabulary.fromCounts(
      [
        ['server', 9],
        ['servers', 4],
        ['serverless', 2],
        ['secret', 3],
        ['service', 1],
      ],
      12,
    );
    const held: [string, number][] = [
      ['server', 2],
      ['serverless', 1],
      ['service', 1],
    ];
    const within = new Vocabulary(site);
    within.change(held, 2, 1);
    const own = Vocabulary.fromCounts(held, 2);
    for (const prefix of ['serv', 'server', 'se', 'x']) {
      expect(within.startingWith(prefix).sort(), prefix).toEqual(own.startingWith(prefix).sort());
    }
    for (const [word, distance] of [
      ['servr', 1],
      ['servers', 1],
      ['sarvice', 2],
    ] as const) {
      expect(within.near(word, distance).sort(), word).toEqual(own.near(word, distance).sort());
    }
    expect(within.startingWith('server')).toEqual([['serverless', 1]]);
  });
});
