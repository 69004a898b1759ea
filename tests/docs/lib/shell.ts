import sh from 'mvdan-sh';

const { syntax } = sh;

/** One word of a command line, as the shell hands it to the program. */
export interface ShellWord {
  /** The word after quote removal; expansions are kept as written (`$HOME`, `$(...)`). */
  text: string;
  /** False when the word holds a parameter expansion or a command substitution. */
  literal: boolean;
  /** Line within the script (1-based). */
  line: number;
}

export interface ShellCommand {
  /** Environment assignments before the command: `FOO=1 thv ...`. */
  assigns: string[];
  words: ShellWord[];
  /** Line of the command's first word within the script (1-based). */
  line: number;
  /** The command as written, continuation lines included. */
  source: string;
  /** Standard input comes from the command before it in a pipeline. */
  piped: boolean;
}

export interface ParsedScript {
  commands: ShellCommand[];
  /** The parser's message when the script is not valid shell. */
  error?: string;
}

/**
 * Angle-bracket placeholders (`<server-name>`) are redirections to a shell.
 * They are swapped for a plain word of the same length before parsing and
 * restored in the words afterwards, so columns and lines stay where they were.
 */
const placeholderPattern = /<([A-Za-z][A-Za-z0-9_.-]*)>/g;

function protectPlaceholders(script: string): { text: string; restore: (s: string) => string } {
  const found = new Map<string, string>();
  let n = 0;
  const text = script.replace(placeholderPattern, (whole) => {
    const key = `P${n++}`.padEnd(whole.length - 2, 'x');
    const stand = `@${key}@`;
    found.set(stand, whole);
    return stand;
  });
  const restore = (s: string) => {
    let out = s;
    for (const [stand, original] of found) out = out.split(stand).join(original);
    return out;
  };
  return { text, restore };
}

type AnyNode = sh.Node & Record<string, unknown>;

function partText(part: AnyNode, source: string): { text: string; literal: boolean } {
  switch (syntax.NodeType(part)) {
    case 'Lit':
      return { text: String(part.Value), literal: true };
    case 'SglQuoted':
      return { text: String(part.Value), literal: true };
    case 'DblQuoted': {
      const inner = (part.Parts as AnyNode[]).map((p) => partText(p, source));
      return { text: inner.map((p) => p.text).join(''), literal: inner.every((p) => p.literal) };
    }
    default:
      return { text: source.slice(part.Pos().Offset(), part.End().Offset()), literal: false };
  }
}

function wordOf(word: sh.Word, source: string, restore: (s: string) => string): ShellWord {
  const parts = (word.Parts as AnyNode[]).map((p) => partText(p, source));
  return {
    text: restore(parts.map((p) => p.text).join('')),
    literal: parts.every((p) => p.literal),
    line: word.Pos().Line(),
  };
}

/**
 * Every simple command in a shell script, wherever it sits: in pipelines,
 * `&&` and `||` lists, loops, subshells and `$(...)` substitutions. Comments
 * and continuation lines are the parser's business (mvdan/sh's, through
 * mvdan-sh).
 */
export function parseShell(script: string): ParsedScript {
  const { text, restore } = protectPlaceholders(script);
  let file: sh.File;
  try {
    file = syntax
      .NewParser(syntax.KeepComments(true), syntax.Variant(syntax.LangBash))
      .Parse(text, '');
  } catch (error) {
    return { commands: [], error: restore(String((error as Error).message ?? error)) };
  }
  const piped = new Set<sh.Node>();
  const commands: ShellCommand[] = [];
  syntax.Walk(file, (node) => {
    if (!node) return true;
    const type = syntax.NodeType(node);
    if (type === 'BinaryCmd') {
      const binary = node as sh.BinaryCmd;
      // Op 12 and 13 are | and |& in mvdan/sh's BinCmdOperator.
      if (String(binary.Op) === '12' || String(binary.Op) === '13') {
        if (binary.Y?.Cmd) piped.add(binary.Y.Cmd);
      }
    }
    if (type === 'CallExpr') {
      const call = node as sh.CallExpr;
      const words = call.Args.filter((w): w is sh.Word => w !== null).map((w) =>
        wordOf(w, text, restore),
      );
      const assigns = call.Assigns.filter((a): a is sh.Assign => a !== null).map((a) =>
        restore(text.slice(a.Pos().Offset(), a.End().Offset())),
      );
      if (words.length > 0) {
        commands.push({
          assigns,
          words,
          line: call.Args[0]!.Pos().Line(),
          source: restore(text.slice(node.Pos().Offset(), node.End().Offset())),
          piped: piped.has(node),
        });
      }
    }
    return true;
  });
  return { commands };
}

/** The commands of a `console` fence: only the lines after a `$ ` prompt. */
export function consoleScript(value: string): string {
  return value
    .split('\n')
    .map((line) => (line.startsWith('$ ') ? line.slice(2) : ''))
    .join('\n');
}

/**
 * PowerShell has no parser on npm that runs without PowerShell itself, and
 * the docs' PowerShell lines are simple: this reads statements split at `;`
 * and `|`, backtick continuations, `#` comments and both kinds of quotes.
 */
export function parsePowerShell(script: string): ParsedScript {
  const commands: ShellCommand[] = [];
  const lines = script.split('\n');
  let statement = '';
  let startLine = 0;
  let words: ShellWord[] = [];
  let current: { text: string; literal: boolean } | null = null;
  let piped = false;
  let depth = 0;
  const flushWord = (line: number) => {
    if (current) words.push({ ...current, line });
    current = null;
  };
  const flushCommand = () => {
    if (words.length > 0) {
      commands.push({
        assigns: [],
        words,
        line: startLine,
        source: statement.trim(),
        piped,
      });
    }
    words = [];
    statement = '';
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNo = index + 1;
    let i = 0;
    if (words.length === 0 && !current) startLine = lineNo;
    while (i < line.length) {
      const c = line[i]!;
      if (c === '#' && !current) break;
      if (c === '`' && i === line.length - 1) break; // continuation
      if (c === ' ' || c === '\t') {
        flushWord(lineNo);
        i++;
        continue;
      }
      if (c === '{' || c === '(') depth++;
      if (c === '}' || c === ')') depth = Math.max(0, depth - 1);
      if ((c === ';' || c === '|') && depth === 0) {
        flushWord(lineNo);
        flushCommand();
        piped = c === '|';
        startLine = lineNo;
        i++;
        continue;
      }
      if (c === "'" || c === '"') {
        const end = line.indexOf(c, i + 1);
        const inner = line.slice(i + 1, end < 0 ? line.length : end);
        current ??= { text: '', literal: true };
        current.text += inner;
        if (c === '"' && /\$/.test(inner)) current.literal = false;
        statement += line.slice(i, end < 0 ? line.length : end + 1);
        i = end < 0 ? line.length : end + 1;
        continue;
      }
      current ??= { text: '', literal: true };
      current.text += c;
      if (c === '$') current.literal = false;
      statement += c;
      i++;
    }
    statement += ' ';
    flushWord(lineNo);
    if (!line.trimEnd().endsWith('`')) {
      flushCommand();
      piped = false;
    }
  }
  flushCommand();
  return { commands };
}
