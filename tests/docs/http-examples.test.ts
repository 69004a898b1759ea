import { beforeAll, describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences } from './lib/fences';
import {
  findOperation,
  httpExamples,
  loadApiModel,
  responseExamples,
  type ApiModel,
} from './lib/http';

const fences = allDocsFences();
const { commands } = fenceCommands(fences);
const { examples, problems: parseProblems } = httpExamples(commands);
let model: ApiModel;

beforeAll(async () => {
  model = await loadApiModel();
});

describe('HTTP examples in the docs', () => {
  it('reads every curl and Invoke-RestMethod command', () => {
    expect(parseProblems.map((p) => `${where(p.fence, p.line)}: ${p.message}`)).toEqual([]);
  });

  it('matches each API request to an operation of the OpenAPI file, with a body its schema accepts', () => {
    const problems: string[] = [];
    const api = examples.filter((e) => e.api);
    let bodies = 0;
    for (const example of api) {
      const at = where(example.fence, example.line);
      const operation = findOperation(model, example.method, example.path);
      if (!operation) {
        problems.push(
          `${at}: no operation for ${example.method} ${example.path}\n    ${example.command.source}`,
        );
        continue;
      }
      const body = example.body;
      if (operation.request && !body) {
        if (operation.operation.requestBody?.required) {
          problems.push(`${at}: ${operation.operation.key} needs a JSON body`);
        }
        continue;
      }
      if (!body || 'stdin' in body) continue;
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
        const reasons = model.describe(operation.request.errors).join('; ');
        problems.push(`${at}: the body does not fit ${operation.operation.key}: ${reasons}`);
      }
    }
    console.log(
      `HTTP examples matched: ${api.length} API requests (${bodies} JSON bodies validated) in ${new Set(api.map((e) => e.fence.file)).size} pages; ${examples.length - api.length} other requests`,
    );
    expect(api.length).toBeGreaterThan(20);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('shows responses that the response schema of their request accepts', () => {
    const { responses, problems } = responseExamples(fences, examples, model);
    console.log(`HTTP responses shown and validated: ${responses.length}`);
    expect(responses.length).toBeGreaterThan(5);
    expect(problems.map((p) => `${where(p.fence, p.line)}: ${p.message}`)).toEqual([]);
  });
});
