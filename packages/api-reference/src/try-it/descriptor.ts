import { requestExample } from '../samples';
import type { OperationModel, ParameterLocation } from '../model/types';

/**
 * What the try-it console needs to know about one operation. The server
 * renders it into the panel's data attribute, so the console code and this
 * data load only when a reader opens the panel.
 */
export interface TryItOperation {
  method: string;
  path: string;
  parameters: TryItParameter[];
  body?: { mediaType: string; example: string; required: boolean };
}

export interface TryItParameter {
  name: string;
  in: Extract<ParameterLocation, 'path' | 'query'>;
  required: boolean;
  /** The file's example: path parameters start with it, query parameters show it as a hint. */
  example?: string;
  type: string;
}

export function tryItOperation(operation: OperationModel): TryItOperation {
  const parameters: TryItParameter[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    parameters.push({
      name: parameter.name,
      in: parameter.in,
      required: parameter.in === 'path' || parameter.required,
      ...(parameter.example === undefined ? {} : { example: parameter.example }),
      type: parameter.schema.types.join(' | ') || 'string',
    });
  }
  const descriptor: TryItOperation = {
    method: operation.method.toUpperCase(),
    path: operation.path,
    parameters,
  };
  const body = requestExample(operation);
  if (body) {
    descriptor.body = {
      mediaType: body.media.mediaType,
      example: body.value,
      required: operation.requestBody?.required === true,
    };
  } else if (operation.requestBody) {
    const mediaType = operation.requestBody.content[0]?.mediaType ?? 'application/json';
    descriptor.body = { mediaType, example: '', required: operation.requestBody.required };
  }
  return descriptor;
}
