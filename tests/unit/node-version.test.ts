import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const nodeMajor = Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe('the Node.js of .nvmrc', () => {
  it('runs these tests, so CI and a reader set up as the README says use the same Node', () => {
    expect(semver.major(process.version)).toBe(nodeMajor);
  });

  it("is admitted by every locked package's engines, so npm ci prints no engine warning", () => {
    const refusing = Object.entries(lock.packages)
      .map(([name, { engines }]) => [name || 'the project', engines] as const)
      // A few old packages list engines as an array, which npm does not check.
      .flatMap(([name, engines]) =>
        engines && !Array.isArray(engines) && engines.node ? [[name, engines.node]] : [],
      )
      .filter(([, range]) => !semver.satisfies(process.version, range!))
      .map(([name, range]) => `${name} (node ${range})`);
    expect(refusing).toEqual([]);
  });
});
