import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cliFacts from './thv-v0.0.48-facts.json';
import facts from './thv-v0.0.48-security-facts.json';

/**
 * Holds the security, audit, telemetry, remote-proxy and Inspector guides to
 * the facts read from ToolHive v0.0.48: each fact names its source file and
 * the identifiers there that show it (checked against the tag when the fact
 * was recorded), and lists the phrases each page must contain to state it.
 * Flags the guides rely on are held to the CLI fact table as well.
 */

interface Fact {
  id: string;
  source: string;
  evidence: string[];
  statement: string;
  pages: Record<string, string[]>;
}

interface FlagFact {
  command: string;
  flag: string;
  default: string;
  pages: Record<string, string[]>;
}

const docsRoot = path.resolve(import.meta.dirname, '../../docs/toolhive');
const securityFacts = facts.facts as unknown as Fact[];
const flagFacts = facts.flags as unknown as FlagFact[];

/** Page text with line breaks and indentation folded into single spaces, as a reader sees it. */
const pageText = new Map<string, string>();
function readPage(page: string): string {
  if (!pageText.has(page)) {
    const file = path.join(docsRoot, page);
    pageText.set(page, existsSync(file) ? readFileSync(file, 'utf8').replace(/\s+/g, ' ') : '');
  }
  return pageText.get(page)!;
}

const fold = (phrase: string) => phrase.replace(/\s+/g, ' ');

const sourcePath = /^(cmd|pkg|deploy|docs|examples)\/[\w./-]+\.(go|ya?ml|json|md)$/;

describe('security facts of ToolHive v0.0.48', () => {
  it('have unique ids', () => {
    const ids = securityFacts.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(securityFacts)('$id', (fact) => {
    it('names a source file of the ToolHive repository and the identifiers that show it', () => {
      expect(fact.source).toMatch(sourcePath);
      expect(fact.evidence.length).toBeGreaterThan(0);
      expect(fact.statement.length).toBeGreaterThan(20);
    });

    it.each(Object.entries(fact.pages))('is stated on %s', (page, phrases) => {
      const text = readPage(page);
      expect(text, `${page} is missing`).not.toBe('');
      for (const phrase of phrases) expect(text, page).toContain(fold(phrase));
    });
  });
});

describe('flags the security guides rely on', () => {
  const commands = new Map(cliFacts.commands.map((command) => [command.path, command]));

  it.each(flagFacts.map((fact) => [`${fact.command} --${fact.flag}`, fact] as const))(
    '%s exists in thv v0.0.48 with the default the guides give',
    (_, fact) => {
      const flag = commands.get(fact.command)?.flags.find((f) => f.name === fact.flag);
      expect(flag, `${fact.command} has no --${fact.flag}`).toBeDefined();
      expect(flag!.default).toBe(fact.default);
      for (const [page, phrases] of Object.entries(fact.pages)) {
        for (const phrase of phrases) expect(readPage(page), page).toContain(fold(phrase));
      }
    },
  );
});
