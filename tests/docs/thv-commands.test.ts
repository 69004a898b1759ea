import { describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences } from './lib/fences';
import { checkThv, siteThvModel, thvWords } from './lib/thv';

const fences = allDocsFences();
const { commands, errors } = fenceCommands(fences);
const model = siteThvModel();

describe('thv commands in the docs', () => {
  it('parses every shell code block', () => {
    expect(errors.map((e) => `${where(e.fence, 0)}: ${e.message}`)).toEqual([]);
  });

  it('uses only commands, flags and values that thv v0.0.48 has', () => {
    const problems: string[] = [];
    let invocations = 0;
    let flags = 0;
    for (const { fence, command } of commands) {
      const words = thvWords(command);
      if (!words) continue;
      invocations++;
      const check = checkThv(words, model);
      flags += check.flags;
      for (const problem of check.problems) {
        problems.push(`${where(fence, problem.line)}: ${problem.message}\n    ${command.source}`);
      }
    }
    console.log(
      `thv commands checked: ${invocations} commands, ${flags} flags, in ${fences.length} code blocks`,
    );
    expect(invocations).toBeGreaterThan(100);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
