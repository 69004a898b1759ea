import leven from 'leven';

const lastPart = (text: string) =>
  text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf(' ')) + 1);

/**
 * The candidates nearest to what was asked for, by edit distance of the
 * whole name or of its last part, with those whose last part contains the
 * wanted one first: `/guides/secrets` finds `/guides/secrets-management`,
 * `tool rn` finds `tool run`.
 */
export function closestMatches(wanted: string, candidates: Iterable<string>, count = 5): string[] {
  const needle = wanted.toLowerCase();
  const needleTail = lastPart(needle);
  return [...new Set(candidates)]
    .map((candidate) => {
      const hay = candidate.toLowerCase();
      const hayTail = lastPart(hay);
      const tailContains = needleTail.length > 1 && hayTail.includes(needleTail);
      const distance = Math.min(leven(needle, hay), leven(needleTail, hayTail));
      return { candidate, score: distance - (tailContains ? 100 : 0) };
    })
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
