import path from 'node:path';
import { loadContract, pathPattern, type OperationSpec } from '@docs-kit/api-sandbox/contract';
import type { Fence } from './fences';
import { repoRoot } from './fences';
import type { FenceCommand } from './commands';
import type { ShellCommand, ShellWord } from './shell';
import { closed, describeErrors, openApiAjv, type ValidateFunction } from './schemas';
import { placeholderProblem } from './placeholders';

export const apiSpecFile = path.join(repoRoot, 'site/static/api-specs/toolhive-api.yaml');

/** One HTTP request in a code block: a curl command or a PowerShell Invoke-RestMethod. */
export interface HttpExample {
  fence: Fence;
  command: ShellCommand;
  /** Line within the fence. */
  line: number;
  tool: 'curl' | 'Invoke-RestMethod';
  method: string;
  url: string;
  /** The URL's path, without query or fragment. */
  path: string;
  unixSocket?: string;
  headers: Record<string, string>;
  /** The request body: its text when the block spells it out, or where it comes from. */
  body?: { text: string; literal: boolean } | { stdin: true };
  /** Whether the request is for the ToolHive API (a local address, a path under /api/ or /health). */
  api: boolean;
}

export interface ParseProblem {
  line: number;
  message: string;
}

/** curl options that take a value, by every name the docs may use. */
const curlValueOptions: Record<string, string> = {
  '-X': 'request',
  '--request': 'request',
  '-H': 'header',
  '--header': 'header',
  '-d': 'data',
  '--data': 'data',
  '--data-raw': 'data',
  '--data-binary': 'data',
  '--data-ascii': 'data',
  '--json': 'json',
  '-o': 'output',
  '--output': 'output',
  '--unix-socket': 'unix-socket',
  '-w': 'write-out',
  '--write-out': 'write-out',
  '-u': 'user',
  '--user': 'user',
  '--max-time': 'max-time',
  '-m': 'max-time',
  '--connect-timeout': 'connect-timeout',
};

/** curl options without a value that change nothing about the request sent. */
const curlFlags = new Set([
  '-i',
  '--include',
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-f',
  '--fail',
  '-L',
  '--location',
  '-N',
  '--no-buffer',
  '-v',
  '--verbose',
  '-O',
  '--remote-name',
  '-fsSL',
  '-fsSLO',
  '-sS',
  '-sf',
  '-fsS',
]);

function isLocal(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function apiPath(pathname: string): boolean {
  return pathname === '/health' || pathname.startsWith('/api/');
}

/** Reads a curl command's words the way curl does, for the options the docs use. */
export function parseCurl(
  fence: Fence,
  command: ShellCommand,
): { example?: HttpExample; problems: ParseProblem[] } {
  const words = command.words;
  const problems: ParseProblem[] = [];
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let url: ShellWord | undefined;
  let body: HttpExample['body'];
  let unixSocket: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const option =
      word.text.includes('=') && word.text.startsWith('--') ? word.text.split('=')[0]! : word.text;
    if (curlValueOptions[option]) {
      const inline = option !== word.text ? word.text.slice(option.length + 1) : undefined;
      const valueWord = inline !== undefined ? { ...word, text: inline } : words[++i];
      if (!valueWord) {
        problems.push({ line: word.line, message: `curl ${option} needs a value` });
        break;
      }
      switch (curlValueOptions[option]) {
        case 'request':
          method = valueWord.text.toUpperCase();
          break;
        case 'header': {
          const colon = valueWord.text.indexOf(':');
          headers[valueWord.text.slice(0, colon).trim().toLowerCase()] = valueWord.text
            .slice(colon + 1)
            .trim();
          break;
        }
        case 'json':
          headers['content-type'] ??= 'application/json';
          headers.accept ??= 'application/json';
        // falls through
        case 'data':
          body =
            valueWord.text === '@-'
              ? { stdin: true }
              : { text: valueWord.text, literal: valueWord.literal };
          if (valueWord.text.startsWith('@') && valueWord.text !== '@-') {
            problems.push({
              line: word.line,
              message: `curl reads the body from a file (${valueWord.text}), which the docs don't show`,
            });
          }
          break;
        case 'unix-socket':
          unixSocket = valueWord.text;
          break;
        default:
          break;
      }
      continue;
    }
    if (word.text.startsWith('-')) {
      if (!curlFlags.has(word.text)) {
        problems.push({
          line: word.line,
          message: `curl option ${word.text} is not one the docs checks know; add it to tests/docs/lib/http.ts`,
        });
      }
      continue;
    }
    if (url) {
      problems.push({ line: word.line, message: `curl has a second URL \`${word.text}\`` });
      continue;
    }
    url = word;
  }
  if (!url) {
    problems.push({ line: command.line, message: 'curl has no URL' });
    return { problems };
  }
  let parsed: URL;
  try {
    parsed = new URL(url.text.replace(/<([a-z0-9-]+)>/g, 'placeholder-$1'));
  } catch {
    // An address made of placeholders or variables, such as http://127.0.0.1:<port>/sse.
    return { problems };
  }
  const placeholder = placeholderProblem(url.text);
  if (placeholder) problems.push({ line: url.line, message: placeholder });
  const example: HttpExample = {
    fence,
    command,
    line: command.line,
    tool: 'curl',
    method: method ?? (body ? 'POST' : 'GET'),
    url: url.text,
    path: decodeURI(new URL(url.text.replace(/[<>]/g, '')).pathname),
    unixSocket,
    headers,
    body,
    api: (Boolean(unixSocket) || isLocal(parsed)) && apiPath(parsed.pathname),
  };
  return { example, problems };
}

/**
 * Reads `Invoke-RestMethod -Method Post -Uri <url> -ContentType ... -Body $body`
 * with a `$body = @{ key = "value"; ... } | ConvertTo-Json` line before it in
 * the same block: the PowerShell form of the docs' requests.
 */
export function parseInvokeRestMethod(
  fence: Fence,
  command: ShellCommand,
): { example?: HttpExample; problems: ParseProblem[] } {
  const words = command.words;
  const problems: ParseProblem[] = [];
  const value = (name: string) => {
    const index = words.findIndex((w) => w.text.toLowerCase() === `-${name.toLowerCase()}`);
    return index >= 0 ? words[index + 1]?.text : undefined;
  };
  const uri = value('Uri');
  if (!uri) return { problems: [{ line: command.line, message: 'Invoke-RestMethod has no -Uri' }] };
  const headers: Record<string, string> = {};
  const contentType = value('ContentType');
  if (contentType) headers['content-type'] = contentType;
  let body: HttpExample['body'];
  const bodyVar = value('Body');
  if (bodyVar) {
    const escaped = bodyVar.replace(/[$]/g, '\\$');
    const hashtable = fence.value.match(
      new RegExp(`${escaped}\\s*=\\s*@\\{([^}]*)\\}\\s*\\|\\s*ConvertTo-Json`),
    );
    if (!hashtable) {
      problems.push({
        line: command.line,
        message: `the body ${bodyVar} is not a hashtable piped to ConvertTo-Json in this block`,
      });
    } else {
      const object: Record<string, unknown> = {};
      for (const pair of hashtable[1]!.split(';')) {
        const m = pair.match(
          /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\d+)|\$(true|false))\s*$/,
        );
        if (!m) {
          problems.push({
            line: command.line,
            message: `cannot read the hashtable entry \`${pair.trim()}\``,
          });
          continue;
        }
        object[m[1]!] = m[2] ?? m[3] ?? (m[4] !== undefined ? Number(m[4]) : m[5] === 'true');
      }
      body = { text: JSON.stringify(object), literal: true };
    }
  }
  const parsed = new URL(uri);
  return {
    example: {
      fence,
      command,
      line: command.line,
      tool: 'Invoke-RestMethod',
      method: (value('Method') ?? 'GET').toUpperCase(),
      url: uri,
      path: parsed.pathname,
      headers,
      body,
      api: isLocal(parsed) && apiPath(parsed.pathname),
    },
    problems,
  };
}

/** Every HTTP request in the fences' commands, in document order. */
export function httpExamples(commands: FenceCommand[]): {
  examples: HttpExample[];
  problems: Array<{ fence: Fence; line: number; message: string }>;
} {
  const examples: HttpExample[] = [];
  const problems: Array<{ fence: Fence; line: number; message: string }> = [];
  for (const { fence, command } of commands) {
    const name = command.words[0]?.text;
    let result;
    if (name === 'curl' || name === 'curl.exe') result = parseCurl(fence, command);
    else if (name === 'Invoke-RestMethod') result = parseInvokeRestMethod(fence, command);
    else continue;
    if (result.example) examples.push(result.example);
    for (const p of result.problems) problems.push({ fence, ...p });
  }
  return { examples, problems };
}

export interface CompiledOperation {
  operation: OperationSpec;
  pattern: RegExp;
  staticSegments: number;
  /** The request body schema, closed to unknown fields. */
  request?: ValidateFunction;
  /** The JSON response schemas of the success statuses, closed to unknown fields. */
  responses: Array<{ status: number; validate: ValidateFunction }>;
}

export interface ApiModel {
  operations: CompiledOperation[];
  describe: typeof describeErrors;
}

let siteModel: Promise<ApiModel> | undefined;

/** The site's OpenAPI file, through the loader the API reference and the sandbox use; loaded once. */
export function loadApiModel(): Promise<ApiModel> {
  siteModel ??= compileApiModel(apiSpecFile);
  return siteModel;
}

async function compileApiModel(specFile: string): Promise<ApiModel> {
  const contract = await loadContract(specFile);
  const ajv = openApiAjv();
  const compile = (schema: unknown) =>
    ajv.compile(closed(schema, 'unevaluatedProperties') as object);
  return {
    operations: contract.operations.map((operation) => ({
      operation,
      pattern: pathPattern(operation.path),
      staticSegments: operation.path.split('/').filter((s) => s && !s.startsWith('{')).length,
      request: operation.requestBody?.content['application/json']?.schema
        ? compile(operation.requestBody.content['application/json'].schema)
        : undefined,
      responses: Object.entries(operation.responses)
        .filter(([status, r]) => /^2\d\d$/.test(status) && r.content['application/json']?.schema)
        .map(([status, r]) => ({
          status: Number(status),
          validate: compile(r.content['application/json']!.schema),
        })),
    })),
    describe: describeErrors,
  };
}

/** The operation a method and path belong to; static segments win over parameters. */
export function findOperation(
  model: ApiModel,
  method: string,
  requestPath: string,
): CompiledOperation | undefined {
  return model.operations
    .filter((entry) => entry.operation.method === method && entry.pattern.test(requestPath))
    .sort((a, b) => b.staticSegments - a.staticSegments)[0];
}

/** The one success status an operation documents, which a request that works gets. */
export function successStatus(operation: OperationSpec): number | undefined {
  const statuses = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s));
  return statuses.length === 1 ? Number(statuses[0]) : undefined;
}

export interface ResponseExample {
  fence: Fence;
  example: HttpExample;
  status: number;
  value: unknown;
}

/**
 * Pairs JSON blocks with the request they answer: a `json` block right after
 * a block of API requests (or a <Tabs> group of them) shows the answer to one of them, the first whose
 * success response schema accepts it. Problems name the block and why no
 * request fits.
 */
export function responseExamples(
  fences: Fence[],
  examples: HttpExample[],
  model: ApiModel,
): {
  responses: ResponseExample[];
  problems: Array<{ fence: Fence; line: number; message: string }>;
} {
  const responses: ResponseExample[] = [];
  const problems: Array<{ fence: Fence; line: number; message: string }> = [];
  for (const fence of fences) {
    if (fence.lang !== 'json') continue;
    const previous = fences.find((f) => f.file === fence.file && f.index === fence.index - 1);
    // After a <Tabs> group, the response answers the request of any tab, the first one first.
    const group = previous
      ? fences.filter(
          (f) =>
            f === previous ||
            (previous.tabsGroup !== undefined &&
              f.file === fence.file &&
              f.tabsGroup === previous.tabsGroup),
        )
      : [];
    const candidates = examples
      .filter((e) => group.includes(e.fence) && e.api)
      .sort((a, b) => Number(b.fence.firstTab ?? false) - Number(a.fence.firstTab ?? false));
    if (candidates.length === 0) continue;
    let value: unknown;
    try {
      value = JSON.parse(fence.value);
    } catch (error) {
      problems.push({
        fence,
        line: 1,
        message: `the response shown is not JSON: ${(error as Error).message}`,
      });
      continue;
    }
    const tried: string[] = [];
    let matched: ResponseExample | undefined;
    for (const example of candidates) {
      const operation = findOperation(model, example.method, example.path);
      if (!operation) continue;
      for (const { status, validate } of operation.responses) {
        if (validate(value)) {
          matched = { fence, example, status, value };
          break;
        }
        tried.push(
          `${operation.operation.key} ${status}: ${describeErrors(validate.errors).join('; ')}`,
        );
      }
      if (matched) break;
      if (operation.responses.length === 0)
        tried.push(`${operation.operation.key}: documents no JSON answer`);
    }
    if (matched) responses.push(matched);
    else
      problems.push({
        fence,
        line: 1,
        message: `the response shown fits none of the requests before it: ${tried.join(' | ')}`,
      });
  }
  return { responses, problems };
}

/**
 * Matches each API request to an operation and validates the JSON body it
 * sends; problems read `file:line: problem`. Bodies built at run time (from
 * standard input or shell variables) are checked when the examples run.
 */
export function checkRequests(
  examples: HttpExample[],
  model: ApiModel,
): { requests: number; bodies: number; problems: string[] } {
  const problems: string[] = [];
  const api = examples.filter((e) => e.api);
  let bodies = 0;
  for (const example of api) {
    const at = `${example.fence.file}:${example.fence.line + example.line}`;
    const operation = findOperation(model, example.method, example.path);
    if (!operation) {
      problems.push(`${at}: no operation for ${example.method} ${example.path}`);
      continue;
    }
    const body = example.body;
    if (!body) {
      if (operation.operation.requestBody?.required) {
        problems.push(`${at}: ${operation.operation.key} needs a JSON body`);
      }
      continue;
    }
    if ('stdin' in body) continue;
    if (!operation.request) {
      problems.push(`${at}: ${operation.operation.key} takes no body`);
      continue;
    }
    if (example.headers['content-type'] !== 'application/json') {
      problems.push(`${at}: the body is sent without Content-Type: application/json`);
    }
    if (!body.literal) continue;
    bodies++;
    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch (error) {
      problems.push(`${at}: the body is not JSON (${(error as Error).message})`);
      continue;
    }
    if (!operation.request(value)) {
      problems.push(
        `${at}: the body does not fit ${operation.operation.key}: ${describeErrors(operation.request.errors).join('; ')}`,
      );
    }
  }
  return { requests: api.length, bodies, problems };
}
