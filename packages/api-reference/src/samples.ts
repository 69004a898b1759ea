import type { MediaModel, OperationModel } from './model/types';

export interface CodeSample {
  label: string;
  language: string;
  code: string;
}

/** The body the samples send: the first example of the first media type. */
export function requestExample(
  operation: OperationModel,
): { media: MediaModel; value: string } | undefined {
  const media = operation.requestBody?.content[0];
  const example = media?.examples[0];
  return media && example ? { media, value: example.value } : undefined;
}

/** Path with each `{name}` replaced by the parameter's example, or `<name>` for the reader to fill. */
export function samplePath(operation: OperationModel): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter?.example === undefined ? `<${name}>` : encodeURIComponent(parameter.example);
  });
}

/** Required query parameters, and optional ones that have an example, as a query string. */
function sampleQuery(operation: OperationModel): string {
  const pairs = operation.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example ?? `<${p.name}>`)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export function sampleUrl(operation: OperationModel, serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${samplePath(operation)}${sampleQuery(operation)}`;
}

/** Single-quotes a shell word; a quote inside becomes '\'' (close, escaped quote, reopen). */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A JavaScript string literal in single quotes. */
function jsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

const isJsonMedia = (mediaType: string) => /[/+]json\b/i.test(mediaType);

function curlSample(operation: OperationModel, serverUrl: string): string {
  const lines = [
    `curl -X ${operation.method.toUpperCase()} ${shellQuote(sampleUrl(operation, serverUrl))}`,
  ];
  const body = requestExample(operation);
  if (body) {
    lines.push(`-H ${shellQuote(`Content-Type: ${body.media.mediaType}`)}`);
    lines.push(`-d ${shellQuote(body.value)}`);
  }
  return lines.join(' \\\n  ');
}

/** How the success response is read: JSON, text, or not at all when it has no body. */
function responseReader(operation: OperationModel): string | undefined {
  const success = operation.responses.find((r) => /^2/.test(r.status));
  const media = success?.content[0];
  if (!media) return undefined;
  return isJsonMedia(media.mediaType) ? 'json' : 'text';
}

function fetchSample(operation: OperationModel, serverUrl: string): string {
  const options: string[] = [`  method: '${operation.method.toUpperCase()}',`];
  const body = requestExample(operation);
  if (body) {
    options.push(`  headers: { 'Content-Type': ${jsString(body.media.mediaType)} },`);
    const value = isJsonMedia(body.media.mediaType)
      ? `JSON.stringify(${body.value.replaceAll('\n', '\n  ')})`
      : jsString(body.value);
    options.push(`  body: ${value},`);
  }
  const reader = responseReader(operation);
  return [
    `const response = await fetch(${jsString(sampleUrl(operation, serverUrl))}, {`,
    ...options,
    '});',
    reader
      ? `console.log(response.status, await response.${reader}());`
      : 'console.log(response.status);',
  ].join('\n');
}

/** The code samples shown for an operation, built from the file at build time. */
export function codeSamples(operation: OperationModel, serverUrl: string): CodeSample[] {
  return [
    { label: 'curl', language: 'bash', code: curlSample(operation, serverUrl) },
    { label: 'JavaScript', language: 'js', code: fetchSample(operation, serverUrl) },
  ];
}
