// Plain JavaScript: the bin reads it before anything could compile TypeScript.
import { readFileSync, statSync } from 'node:fs';

/**
 * Whether every file a bundle was made from, as listed in its inputs file
 * (absolute path to modification time), is unchanged. No list: not fresh.
 *
 * @param {string | URL} inputsFile
 * @returns {boolean}
 */
export function bundleIsFresh(inputsFile) {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return false;
  }
  return Object.entries(inputs).every(
    ([file, mtimeMs]) => statSync(file, { throwIfNoEntry: false })?.mtimeMs === mtimeMs,
  );
}
