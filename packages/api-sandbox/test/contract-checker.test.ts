import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/openapi';
import { sandboxInputs } from './inputs';
import { ContractChecker, type ObservedResponse } from './contract';

/** The checker must be able to fail, or the contract tests prove nothing. */
describe('ContractChecker', () => {
  let checker: ContractChecker;
  beforeAll(async () => {
    checker = new ContractChecker(await loadContract(sandboxInputs.specPath));
  });

  const ok: ObservedResponse = {
    method: 'GET',
    path: '/api/v1beta/version',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"version":"v0.0.48"}',
    sentBody: false,
  };

  it('accepts a documented status with a matching body', () => {
    expect(() => checker.check(ok)).not.toThrow();
  });

  it('rejects a status the operation does not document', () => {
    expect(() => checker.check({ ...ok, status: 418 })).toThrow('documents only');
  });

  it('rejects a body that does not match the schema', () => {
    expect(() => checker.check({ ...ok, body: '{"version":48}' })).toThrow('does not match');
    expect(() => checker.check({ ...ok, body: '{}' })).toThrow('does not match');
  });

  it('rejects a content type the response does not list, such as a JSON error', () => {
    const error = { ...ok, path: '/api/v1beta/workloads/x', status: 404 };
    expect(() => checker.check({ ...error, body: '"nope"' })).toThrow(
      'content type application/json',
    );
    expect(() =>
      checker.check({
        ...error,
        contentType: 'text/plain; charset=utf-8',
        body: 'Workload "x" not found.',
      }),
    ).not.toThrow();
  });

  it('rejects a body where the file describes none', () => {
    const health = { ...ok, path: '/health', status: 204, contentType: '' };
    expect(() => checker.check({ ...health, body: '' })).not.toThrow();
    expect(() => checker.check({ ...health, body: 'OK' })).toThrow('describes no body');
  });

  it('prefers the static route over the templated one', () => {
    expect(checker.find('POST', '/api/v1beta/workloads/stop')?.path).toBe(
      '/api/v1beta/workloads/stop',
    );
    expect(checker.find('GET', '/api/v1beta/workloads/stop')?.path).toBe(
      '/api/v1beta/workloads/{name}',
    );
  });

  it('allows the sandbox’s own answers only where they belong', () => {
    const plain = { contentType: 'text/plain; charset=utf-8', body: 'too big' };
    const create = { ...ok, ...plain, method: 'POST', path: '/api/v1beta/workloads', status: 413 };
    expect(() => checker.check({ ...create, sentBody: true })).not.toThrow();
    expect(() => checker.check({ ...create, sentBody: false })).toThrow('documents only');
    expect(() => checker.check({ ...ok, ...plain, path: '/nowhere', status: 404 })).not.toThrow();
    expect(() => checker.check({ ...ok, path: '/nowhere', status: 404 })).toThrow('plain text');
    expect(() => checker.check({ ...ok, path: '/nowhere', status: 200 })).toThrow('no operation');
    const refused = { ...ok, ...plain, status: 421 };
    expect(() => checker.check(refused)).not.toThrow();
    expect(() => checker.check({ ...refused, method: 'OPTIONS', status: 403 })).not.toThrow();
    expect(() => checker.check({ ...refused, contentType: 'application/json' })).toThrow(
      'plain text',
    );
    expect(() => checker.check({ ...create, status: 415, sentBody: false })).toThrow(
      'documents only',
    );
    const register = { ...create, path: '/api/v1beta/clients', status: 409 };
    expect(() => checker.check(register)).not.toThrow();
  });
});
