import { beforeAll, describe, expect, it } from 'vitest';
import { fenceCommands, where } from './lib/commands';
import { allDocsFences } from './lib/fences';
import {
  checkRequests,
  httpExamples,
  loadApiModel,
  responseExamples,
  type ApiModel,
} from './lib/http';

const fences = allDocsFences();
const { examples, problems: parseProblems } = httpExamples(fenceCommands(fences).commands);
let model: ApiModel;

beforeAll(async () => {
  model = await loadApiModel();
});

describe('HTTP examples in the docs', () => {
  it('reads every curl and Invoke-RestMethod command', () => {
    expect(parseProblems.map((p) => `${where(p.fence, p.line)}: ${p.message}`)).toEqual([]);
  });

  it('matches each API request to an operation of the OpenAPI file, with a body its schema accepts', () => {
    const { requests, bodies, problems } = checkRequests(examples, model);
    const pages = new Set(examples.filter((e) => e.api).map((e) => e.fence.file)).size;
    console.log(
      `HTTP examples matched: ${requests} API requests (${bodies} JSON bodies validated) in ${pages} pages; ${examples.length - requests} other requests`,
    );
    expect(requests).toBeGreaterThan(20);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('shows responses that the response schema of their request accepts', () => {
    const { responses, problems } = responseExamples(fences, examples, model);
    console.log(`HTTP responses shown and validated: ${responses.length}`);
    expect(responses.length).toBeGreaterThan(5);
    expect(problems.map((p) => `${where(p.fence, p.line)}: ${p.message}`)).toEqual([]);
  });
});
