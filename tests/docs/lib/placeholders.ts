/**
 * The docs' one placeholder convention (STYLE.md): a value the reader must
 * replace is written in angle brackets, in lowercase words joined by hyphens:
 * `<server-name>`, `<secret-name>`, `<port>`. Nothing else marks a placeholder.
 */
export const placeholderConvention = /^<[a-z][a-z0-9]*(?:-[a-z0-9]+)*>$/;

/** Every angle-bracket placeholder in a text, right or wrong. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/<[A-Za-z][A-Za-z0-9_.-]*>/g)].map((m) => m[0]);
}

/** Other ways of marking a placeholder that the convention rules out. */
const otherForms: Array<[RegExp, string]> = [
  [/\{[A-Za-z][A-Za-z0-9_-]*\}/, 'curly braces'],
  [/\[[A-Za-z][A-Za-z0-9_-]*\]/, 'square brackets'],
  [/%[A-Z][A-Z0-9_]*%/, 'percent signs'],
  [/\b(YOUR|MY)_[A-Z0-9_]+\b|\byour-[a-z0-9-]+\b/, 'a YOUR_ or your- name'],
];

/** Why a word breaks the placeholder convention, or undefined when it follows it. */
export function placeholderProblem(text: string): string | undefined {
  // Shell expansions (`${VERSION}`, `$(...)`, `$HOME`) are the shell's, not placeholders.
  const word = text.replace(/\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*/g, '');
  for (const placeholder of placeholdersIn(word)) {
    if (!placeholderConvention.test(placeholder)) {
      return `placeholder \`${placeholder}\` does not follow the convention: lowercase words joined by hyphens in angle brackets, such as \`<server-name>\``;
    }
  }
  for (const [pattern, form] of otherForms) {
    const match = word.match(pattern);
    if (match) {
      return `\`${match[0]}\` marks a placeholder with ${form}; write it in angle brackets, such as \`<server-name>\``;
    }
  }
  return undefined;
}
