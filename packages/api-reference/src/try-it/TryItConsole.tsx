import React, { useState, type FormEvent, type ReactNode } from 'react';
import type { TryItOperation, TryItParameter } from './descriptor';
import { startCommand, type TryItHelp, type TryItLocalServer } from './help';
import {
  InputError,
  isLoopbackHost,
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

/** A command to run in a terminal, with a button that copies it. */
function Command({ command }: { command: string }): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(command);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="api-console__command">
      <pre tabIndex={0}>
        <code data-testid="try-it-fix-command">{command}</code>
      </pre>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function Repository({ server }: { server: TryItLocalServer }): ReactNode {
  return (
    <>
      in a clone of{' '}
      <a href={server.repository.url} target="_blank" rel="noopener noreferrer">
        {server.repository.name}
      </a>
    </>
  );
}

/** Whether the browser blocks the call as mixed content: a secure page calling plain HTTP elsewhere. */
function isMixedContent(serverUrl: string, page: Location): boolean {
  try {
    const url = new URL(serverUrl);
    return page.protocol === 'https:' && url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Says which of three things went wrong (see FailureReason) and gives the
 * command that fixes it, with this page's origin and the server URL's port
 * filled in.
 */
function FailureHelp({
  failure,
  serverUrl,
  help,
}: {
  failure: ExchangeFailure;
  serverUrl: string;
  help: TryItHelp;
}): ReactNode {
  const server = help.localServer;
  const origin = window.location.origin;
  const loopbackUrl = server ? `http://localhost:${server.defaultPort}` : '';
  return (
    <div className="api-console__failure" role="alert" data-reason={failure.reason}>
      {failure.reason === 'unreachable' && (
        <>
          <p>
            <strong>Nothing is listening at {serverUrl}.</strong> No server answered at that address
            on your machine.
          </p>
          {server && (
            <>
              <p>
                Start {server.name} <Repository server={server} />, then send the request again:
              </p>
              <Command command={startCommand(server, serverUrl, origin)} />
            </>
          )}
          <p>
            If a server is running there, your browser kept this page from reaching it: allow this
            site to connect to devices on your local network if the browser asks.
          </p>
        </>
      )}
      {failure.reason === 'refused' && (
        <>
          <p>
            <strong>The server at {serverUrl} refused this origin.</strong> It answered, but does
            not let pages on <code>{origin}</code> read its answers (CORS).
          </p>
          {server && (
            <>
              <p>
                If it is {server.name}, stop it (<kbd>Ctrl</kbd>+<kbd>C</kbd>) and start it again{' '}
                <Repository server={server} /> so that it trusts this page:
              </p>
              <Command command={startCommand(server, serverUrl, origin, { alwaysTrust: true })} />
            </>
          )}
        </>
      )}
      {failure.reason === 'network' && (
        <>
          <p>
            <strong>Network error: no answer from {serverUrl}.</strong> {failure.message}
          </p>
          {failure.blockedByPolicy && (
            <p>
              This site&apos;s Content-Security-Policy lets its pages connect only to some
              addresses, and this is not one of them.
            </p>
          )}
          {isMixedContent(serverUrl, window.location) && (
            <p>
              This page is served over HTTPS, and your browser blocks it from calling a plain HTTP
              address on another machine. Use a server on your own machine (<code>localhost</code>)
              instead.
            </p>
          )}
          {server && (
            <>
              <p>
                Check the server URL. To use {server.name} on this machine, set the URL to{' '}
                <code>{loopbackUrl}</code> and start it <Repository server={server} />:
              </p>
              <Command command={startCommand(server, loopbackUrl, origin)} />
            </>
          )}
        </>
      )}
      {help.tips.length > 0 && (
        <ul>
          {help.tips.map((tip) => (
            <li key={tip.title}>
              <strong>{tip.title}</strong> <TipText text={tip.text} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One parameter's input. A boolean is a choice of "not sent", true or false,
 * so the server's own default applies unless the reader picks a value.
 */
function ParameterInput({
  parameter,
  value,
  onChange,
}: {
  parameter: TryItParameter;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const label = (
    <>
      <code>{parameter.name}</code> ({parameter.in}, {parameter.type}
      {parameter.required ? ', required' : ''})
    </>
  );
  if (parameter.type === 'boolean') {
    const choices = parameter.required ? ['true', 'false'] : ['', 'true', 'false'];
    return (
      <fieldset className="api-console__field api-console__choice">
        <legend className="api-console__label">{label}</legend>
        {choices.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={parameter.name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />{' '}
            {choice || 'not sent'}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <label className="api-console__field">
      <span className="api-console__label">{label}</span>
      <input
        type="text"
        value={value}
        placeholder={parameter.example ? `for example ${parameter.example}` : undefined}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
      />
    </label>
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
  help,
}: {
  operation: TryItOperation;
  defaultServerUrl: string;
  help: TryItHelp;
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
          <ParameterInput
            key={parameter.name}
            parameter={parameter}
            value={values[parameter.name] ?? ''}
            onChange={(value) => setValues({ ...values, [parameter.name]: value })}
          />
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
          <FailureHelp failure={outcome.failure} serverUrl={outcome.serverUrl} help={help} />
        )}
      </div>
    </div>
  );
}
