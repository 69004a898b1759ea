import { describe, expect, it } from 'vitest';
import { headingsOf, sectionOf } from './sections';

const page = `# Install

Intro.

## Install with \`brew\` {#brew}

Brew text.

\`\`\`bash
# not a heading
brew install cli
\`\`\`

### Upgrade

Upgrade text.

## Install on **Windows**

Windows text.

## Install on Windows

Again.
`;

describe('headingsOf', () => {
  it('gives the ids the site gives: explicit ids, GitHub slugs of the rendered text, numbered repeats', () => {
    expect(headingsOf(page).map((heading) => [heading.depth, heading.id])).toEqual([
      [1, 'install'],
      [2, 'brew'],
      [3, 'upgrade'],
      [2, 'install-on-windows'],
      [2, 'install-on-windows-1'],
    ]);
  });
});

describe('sectionOf', () => {
  it('returns the heading and what is under it, down to the next heading of its level', () => {
    const section = sectionOf(page, 'brew')!;
    expect(section.startsWith('## Install with `brew` {#brew}\n')).toBe(true);
    expect(section).toContain('# not a heading');
    expect(section).toContain('### Upgrade');
    expect(section).not.toContain('Windows');
  });

  it('ends a last section at the end of the page, and knows nothing of missing ids', () => {
    expect(sectionOf(page, 'install-on-windows-1')).toBe('## Install on Windows\n\nAgain.\n');
    expect(sectionOf(page, 'not-here')).toBeNull();
  });
});
