import { consoleScript, parsePowerShell, parseShell, type ShellCommand } from './shell';
import { powershellLanguages, shellLanguages, type Fence } from './fences';

export interface FenceCommand {
  fence: Fence;
  command: ShellCommand;
}

export interface FenceCommands {
  commands: FenceCommand[];
  /** Shell fences the parser refused, with its message. */
  errors: Array<{ fence: Fence; message: string }>;
}

/** Every command in the shell and PowerShell fences given, in document order. */
export function fenceCommands(fences: Fence[]): FenceCommands {
  const commands: FenceCommand[] = [];
  const errors: FenceCommands['errors'] = [];
  for (const fence of fences) {
    let parsed;
    if (shellLanguages.has(fence.lang)) {
      parsed = parseShell(fence.lang === 'console' ? consoleScript(fence.value) : fence.value);
    } else if (powershellLanguages.has(fence.lang)) {
      parsed = parsePowerShell(fence.value);
    } else {
      continue;
    }
    if (parsed.error) errors.push({ fence, message: parsed.error });
    for (const command of parsed.commands) commands.push({ fence, command });
  }
  return { commands, errors };
}

/** `file:line`, the page line of a line inside a fence. */
export function where(fence: Fence, lineInFence: number): string {
  return `${fence.file}:${fence.line + lineInFence}`;
}
