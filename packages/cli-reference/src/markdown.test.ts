import { describe, expect, it } from 'vitest';
import { codeBlock, escapeMarkdown, inlineCode, tableCell, yamlString } from './markdown';

describe('escapeMarkdown', () => {
  it('neutralises HTML and MDX syntax outside code spans', () => {
    expect(escapeMarkdown('Use <path> and {name} here')).toBe(
      'Use &lt;path&gt; and \\{name\\} here',
    );
  });

  it('leaves code spans, emphasis and links as they are', () => {
    const text =
      'Run `thv run <image> {x}` with **care**, see [run](/toolhive/guides-cli/run-mcp-servers).';
    expect(escapeMarkdown(text)).toBe(text);
  });

  it('handles double-backtick spans that contain a backtick', () => {
    expect(escapeMarkdown('``a`<b>`` then <c>')).toBe('``a`<b>`` then &lt;c&gt;');
  });
});

describe('tableCell', () => {
  it('escapes pipes, also inside code spans, and keeps the cell on one line', () => {
    expect(tableCell('Pick `a|b` or\nc | d')).toBe('Pick `a\\|b` or c \\| d');
  });
});

describe('inlineCode', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(inlineCode('--port')).toBe('`--port`');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });
});

describe('yamlString', () => {
  it('quotes colons, quotes and hashes so front matter stays valid', () => {
    expect(yamlString('thv: "run" # now')).toBe('"thv: \\"run\\" # now"');
  });
});

describe('codeBlock', () => {
  it('names the language and outgrows backtick runs in the code', () => {
    expect(codeBlock('bash', 'thv list')).toBe('```bash\nthv list\n```');
    expect(codeBlock('bash', 'echo ````')).toBe('`````bash\necho ````\n`````');
  });
});
