import type { ValidateFunction } from 'ajv';
import { pathPattern, type ApiContract, type JsonSchema, type OperationSpec } from '../src/openapi';
import { createAjv } from '../src/validation';

export interface ObservedResponse {
  method: string;
  /** Path without the query string. */
  path: string;
  status: number;
  contentType: string;
  body: string;
  /** Whether the request carried a body (413 is only possible then). */
  sentBody: boolean;
}

interface CompiledOperation {
  operation: OperationSpec;
  pattern: RegExp;
  staticSegments: number;
}

function compile(operation: OperationSpec): CompiledOperation {
  return {
    operation,
    pattern: pathPattern(operation.path),
    staticSegments: operation.path.split('/').filter((s) => s && !s.startsWith('{')).length,
  };
}

/**
 * Holds every response to the OpenAPI file: the operation must list the
 * status, and the body must match the response's media type and schema.
 * Some answers are the sandbox's own and lie outside the file: a CORS
 * preflight (OPTIONS, 204, no body), and plain-text errors: 421 and 403 from
 * the Host and Origin checks (any request), 413 and 415 to a body over the
 * size limit or not JSON, 507 when the disk is full, 409 when a cap is reached
 * on an operation that documents no 409, and 404/405 to a request that
 * matches no operation.
 */
export class ContractChecker {
  private readonly operations: CompiledOperation[];
  private readonly ajv = createAjv({ coerceTypes: false });
  private readonly validators = new Map<JsonSchema, ValidateFunction>();
  /** "GET /api/v1beta/workloads 200" for every checked response. */
  readonly seen = new Set<string>();

  constructor(contract: ApiContract) {
    this.operations = contract.operations.map(compile);
  }

  /** The operation a request path belongs to; static segments win over parameters. */
  find(method: string, path: string): OperationSpec | undefined {
    return this.operations
      .filter((entry) => entry.operation.method === method && entry.pattern.test(path))
      .sort((a, b) => b.staticSegments - a.staticSegments)[0]?.operation;
  }

  check(response: ObservedResponse): void {
    const label = `${response.method} ${response.path} -> ${response.status}`;
    const mediaType = response.contentType.split(';')[0]?.trim() ?? '';
    const refusedByGuard = [403, 421].includes(response.status);
    if (response.method === 'OPTIONS' && !refusedByGuard) {
      if (response.status !== 204 || response.body !== '') {
        throw new Error(`${label}: a CORS preflight answers 204 without a body.`);
      }
      return;
    }
    const operation = this.find(response.method, response.path);
    const sandboxOwn =
      refusedByGuard ||
      (!operation && [404, 405].includes(response.status)) ||
      (operation && [413, 415].includes(response.status) && response.sentBody) ||
      (operation && response.status === 507) ||
      (operation && response.status === 409 && !('409' in operation.responses));
    if (sandboxOwn) {
      if (mediaType !== 'text/plain' || response.body.length === 0) {
        throw new Error(`${label}: the sandbox's own errors must be non-empty plain text.`);
      }
      return;
    }
    if (!operation) throw new Error(`${label}: no operation in the OpenAPI file matches.`);

    const described = operation.responses[String(response.status)] ?? operation.responses.default;
    if (!described) {
      const listed = Object.keys(operation.responses).join(', ');
      throw new Error(`${label}: ${operation.key} documents only ${listed}.`);
    }
    this.seen.add(`${operation.key} ${response.status}`);

    const mediaTypes = Object.keys(described.content);
    if (mediaTypes.length === 0) {
      if (response.body.length > 0) {
        throw new Error(
          `${label}: the file describes no body, got ${JSON.stringify(response.body)}.`,
        );
      }
      return;
    }
    const media = described.content[mediaType];
    if (!media) {
      throw new Error(
        `${label}: content type ${mediaType || '(none)'}, the file allows ${mediaTypes.join(', ')}.`,
      );
    }
    if (media.schema === undefined) return;
    let value: unknown = response.body;
    if (mediaType === 'application/json') {
      try {
        value = JSON.parse(response.body);
      } catch {
        throw new Error(`${label}: the body is not JSON: ${response.body.slice(0, 300)}`);
      }
    }
    const validate = this.validator(media.schema);
    if (!validate(value)) {
      const problems = this.ajv.errorsText(validate.errors);
      throw new Error(
        `${label}: the body does not match the schema (${problems}): ${response.body.slice(0, 300)}`,
      );
    }
  }

  private validator(schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema as object);
      this.validators.set(schema, validate);
    }
    return validate;
  }
}
