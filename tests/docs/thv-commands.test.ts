import { describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences } from './lib/fences';
import { checkThvCommands, siteThvModel } from './lib/thv';

const fences = allDocsFences();
const { commands, errors } = fenceCommands(fences);

describe('thv commands in the docs', () => {
  it('parses every shell code block', () => {
    expect(errors.map((e) => `${where(e.fence, 0)}: ${e.message}`)).toEqual([]);
  });

  it('uses only commands, flags and values that thv v0.0.48 has', () => {
    const { invocations, flags, problems } = checkThvCommands(commands, siteThvModel());
    console.log(
      `thv commands checked: ${invocations} commands, ${flags} flags, in ${fences.length} code blocks`,
    );
    expect(invocations).toBeGreaterThan(100);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
