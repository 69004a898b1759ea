import React, { useState, type FormEvent, type ReactNode } from 'react';
import type { TryItTip } from '../model/types';
import type { TryItOperation } from './descriptor';
import {
  InputError,
  prepareRequest,
  sendRequest,
  type ExchangeFailure,
  type ExchangeResult,
} from './request';

/** Where the console remembers the reader's server URL. */
export const serverUrlStorageKey = 'api-reference:server-url';

function storedServerUrl(fallback: string): string {
  try {
    return localStorage.getItem(serverUrlStorageKey) || fallback;
  } catch {
    return fallback;
  }
}

function rememberServerUrl(url: string) {
  try {
    localStorage.setItem(serverUrlStorageKey, url);
  } catch {
    // Storage can be off (private windows, policies); the console works without it.
  }
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'input'; error: InputError }
  | { kind: 'answer'; result: ExchangeResult }
  | { kind: 'failure'; failure: ExchangeFailure; serverUrl: string };

/** A tip's text, with `code` in backticks set as code. */
function TipText({ text }: { text: string }): ReactNode {
  return text
    .split('`')
    .map((part, i) =>
      i % 2 === 1 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
    );
}

function FailureHelp({
  failure,
  serverUrl,
  tips,
}: {
  failure: ExchangeFailure;
  serverUrl: string;
  tips: TryItTip[];
}): ReactNode {
  return (
    <div className="api-console__failure" role="alert">
      <p>
        <strong>
          {failure.reason === 'timeout'
            ? `${serverUrl} did not answer in time.`
            : `No answer from ${serverUrl}.`}
        </strong>{' '}
        Either nothing is listening there, or your browser blocked the answer. Your browser does not
        say which ({failure.message}).
      </p>
      <ul>
        {tips.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}</strong> <TipText text={tip.text} />
          </li>
        ))}
        <li>
          <strong>Check the URL.</strong> The server URL above must match the address and port the
          server listens on. If your browser asks whether this site may connect to devices on your
          local network, allow it.
        </li>
      </ul>
    </div>
  );
}

function Answer({ result }: { result: ExchangeResult }): ReactNode {
  return (
    <div className="api-console__answer">
      <p className="api-console__status">
        Status: <strong data-testid="try-it-status">{result.status}</strong> {result.statusText}{' '}
        <span className="api-console__time">({result.milliseconds} ms)</span>
      </p>
      <p className="api-console__label">Response headers</p>
      <table className="api-console__headers">
        <tbody>
          {result.headers.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="api-console__note">
        Browsers show only the headers a server lets other sites read.
      </p>
      <p className="api-console__label">Response body</p>
      {/* Text only: whatever the server sends is never interpreted as markup. */}
      <pre className="api-console__body" tabIndex={0} data-testid="try-it-body">
        {result.body || '(empty)'}
      </pre>
    </div>
  );
}

/**
 * The try-it console of one operation: server URL (remembered), parameter
 * inputs, a body prefilled with the example, and the answer. It sends
 * nothing until the reader presses Send.
 */
export default function TryItConsole({
  operation,
  defaultServerUrl,
  tips,
}: {
  operation: TryItOperation;
  defaultServerUrl: string;
  tips: TryItTip[];
}): ReactNode {
  const [serverUrl, setServerUrl] = useState(() => storedServerUrl(defaultServerUrl));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      operation.parameters.map((p) => [p.name, p.in === 'path' ? (p.example ?? '') : '']),
    ),
  );
  const [body, setBody] = useState(operation.body?.example ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    let request;
    try {
      request = prepareRequest(operation, { serverUrl, values, body });
    } catch (error) {
      if (error instanceof InputError) {
        setOutcome({ kind: 'input', error });
        return;
      }
      throw error;
    }
    rememberServerUrl(serverUrl.trim());
    setOutcome({ kind: 'sending' });
    const result = await sendRequest(request);
    setOutcome(
      result.ok
        ? { kind: 'answer', result }
        : { kind: 'failure', failure: result, serverUrl: serverUrl.trim() },
    );
  };

  return (
    <div className="api-console">
      <form className="api-console__form" onSubmit={send} noValidate>
        <label className="api-console__field">
          <span className="api-console__label">Server URL</span>
          <input
            type="url"
            value={serverUrl}
            onChange={(event) => setServerUrl(event.target.value)}
            spellCheck={false}
            autoComplete="url"
            data-testid="try-it-server"
          />
        </label>
        {operation.parameters.map((parameter) => (
          <label className="api-console__field" key={parameter.name}>
            <span className="api-console__label">
              <code>{parameter.name}</code> ({parameter.in}, {parameter.type}
              {parameter.required ? ', required' : ''})
            </span>
            <input
              type="text"
              value={values[parameter.name] ?? ''}
              placeholder={parameter.example}
              onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
              spellCheck={false}
            />
          </label>
        ))}
        {operation.body && (
          <label className="api-console__field">
            <span className="api-console__label">
              Request body ({operation.body.mediaType}
              {operation.body.required ? ', required' : ''})
            </span>
            <textarea
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
              spellCheck={false}
              data-testid="try-it-request-body"
            />
          </label>
        )}
        <button
          type="submit"
          className="button button--primary api-console__send"
          disabled={outcome.kind === 'sending'}
        >
          {outcome.kind === 'sending' ? 'Sending…' : 'Send request'}
        </button>
      </form>
      <div className="api-console__outcome" aria-live="polite">
        {outcome.kind === 'input' && (
          <p className="api-console__failure" role="alert">
            {outcome.error.message}
          </p>
        )}
        {outcome.kind === 'answer' && <Answer result={outcome.result} />}
        {outcome.kind === 'failure' && (
          <FailureHelp failure={outcome.failure} serverUrl={outcome.serverUrl} tips={tips} />
        )}
      </div>
    </div>
  );
}
