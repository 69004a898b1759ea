import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type { MediaModel, OperationModel, ParameterModel, ResponseModel } from '../model/types';
import { codeSamples } from '../samples';
import { tryItOperation } from '../try-it/descriptor';
import CodeSampleTabs from './CodeSampleTabs';
import MethodBadge from './MethodBadge';
import Paragraphs, { InlineText } from './Paragraphs';
import SchemaTree, { TypeLabel } from './SchemaTree';

const statusTexts: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
  '503': 'Service Unavailable',
};

function Parameter({ parameter }: { parameter: ParameterModel }): ReactNode {
  return (
    <div className="api-prop">
      <p className="api-prop__head">
        <code className="api-prop__name">{parameter.name}</code>{' '}
        <span className="api-badge api-badge--in">{parameter.in}</span>{' '}
        <TypeLabel node={parameter.schema} />
        {parameter.required && <span className="api-badge api-badge--required">required</span>}
        {parameter.deprecated && <span className="api-badge">deprecated</span>}
      </p>
      <Paragraphs text={parameter.description} className="api-prop__desc" />
      {parameter.example !== undefined && (
        <p className="api-facts">
          Example: <code>{parameter.example}</code>
        </p>
      )}
      {parameter.schema.enum && (
        <p className="api-facts">
          Allowed values: <code>{parameter.schema.enum.join(', ')}</code>
        </p>
      )}
    </div>
  );
}

function Media({
  media,
  idPrefix,
  linkNamed = false,
}: {
  media: MediaModel;
  idPrefix: string;
  /** Responses link a named schema to its entry, as the Markdown twin does; request bodies list its fields. */
  linkNamed?: boolean;
}): ReactNode {
  return (
    <div className="api-media">
      <p className="api-media__type" data-search-exclude>
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaTree schema={media.schema} linkNamed={linkNamed} />}
      {media.examples.map((example, index) => (
        <div className="api-example" key={`${idPrefix}-${index}`} data-search-exclude>
          <p className="api-example__title">
            {example.generated ? (
              'Example built from the schema'
            ) : example.summary ? (
              <>
                Example: <InlineText text={example.summary} />
              </>
            ) : (
              'Example'
            )}
          </p>
          <CodeBlock language={/json/i.test(media.mediaType) ? 'json' : 'text'}>
            {example.value}
          </CodeBlock>
        </div>
      ))}
    </div>
  );
}

function statusClass(status: string): string {
  const family = status.charAt(0);
  return /[1-5]/.test(family) ? `api-status--${family}xx` : 'api-status--default';
}

function Response({
  response,
  open,
  idPrefix,
}: {
  response: ResponseModel;
  open: boolean;
  idPrefix: string;
}): ReactNode {
  const [first, ...rest] = response.description;
  const empty = response.content.length === 0 && response.headers.length === 0 && rest.length === 0;
  const head = (
    <>
      <span className={`api-status ${statusClass(response.status)}`}>{response.status}</span>{' '}
      <span className="api-response__text">
        {first ? <InlineText text={first} /> : (statusTexts[response.status] ?? '')}
      </span>
    </>
  );
  if (empty) {
    return (
      <div className="api-response">
        <p className="api-response__head">
          {head} <span className="api-response__note">(no body)</span>
        </p>
      </div>
    );
  }
  return (
    <details className="api-response api-tree" open={open}>
      <summary className="api-tree__summary api-response__head">{head}</summary>
      {/* Response bodies repeat the schemas section; in search they only crowd out better hits. */}
      <div className="api-tree__children" data-search-exclude>
        <Paragraphs text={rest} />
        {response.headers.length > 0 && (
          <div className="api-props">
            <p className="api-media__type">Headers</p>
            {response.headers.map((header) => (
              <div className="api-prop" key={header.name}>
                <p className="api-prop__head">
                  <code className="api-prop__name">{header.name}</code>{' '}
                  <TypeLabel node={header.schema} />
                </p>
                <Paragraphs text={header.description} className="api-prop__desc" />
              </div>
            ))}
          </div>
        )}
        {response.content.map((media, index) => (
          <Media key={media.mediaType} media={media} idPrefix={`${idPrefix}-${index}`} linkNamed />
        ))}
      </div>
    </details>
  );
}

/**
 * One operation: heading (its anchor is the operation's), method and path,
 * description, parameters, request body, responses, code samples and the
 * try-it panel, whose console loads only when the panel opens.
 */
export default function Operation({
  operation,
  serverUrl,
}: {
  operation: OperationModel;
  serverUrl: string;
}): ReactNode {
  const { anchor } = operation;
  const firstSuccess = operation.responses.findIndex((response) => /^2/.test(response.status));
  return (
    <section className="api-operation">
      <Heading as="h3" id={anchor}>
        {operation.summary}
      </Heading>
      <p className="api-endpoint">
        <MethodBadge method={operation.method} />{' '}
        <code className="api-endpoint__path">{operation.path}</code>
        {operation.deprecated && <span className="api-badge">deprecated</span>}
      </p>
      <Paragraphs text={operation.description} />

      {operation.parameters.length > 0 && (
        <>
          <Heading as="h4" id={`${anchor}-parameters`}>
            Parameters
          </Heading>
          <div className="api-props">
            {operation.parameters.map((parameter) => (
              <Parameter key={`${parameter.in}-${parameter.name}`} parameter={parameter} />
            ))}
          </div>
        </>
      )}

      {operation.requestBody && (
        <>
          <Heading as="h4" id={`${anchor}-request-body`}>
            Request body
          </Heading>
          <p className="api-text">
            {operation.requestBody.required ? 'Required.' : 'Optional.'}{' '}
            <InlineText text={operation.requestBody.description.join(' ')} />
          </p>
          {operation.requestBody.content.map((media, index) => (
            <Media key={media.mediaType} media={media} idPrefix={`${anchor}-body-${index}`} />
          ))}
        </>
      )}

      <Heading as="h4" id={`${anchor}-responses`}>
        Responses
      </Heading>
      <div className="api-responses">
        {operation.responses.map((response, index) => (
          <Response
            key={response.status}
            response={response}
            open={index === firstSuccess}
            idPrefix={`${anchor}-response-${index}`}
          />
        ))}
      </div>

      <Heading as="h4" id={`${anchor}-samples`}>
        Code samples
      </Heading>
      <CodeSampleTabs id={anchor} samples={codeSamples(operation, serverUrl)} />

      <details
        className="api-try"
        data-try-it={JSON.stringify(tryItOperation(operation))}
        data-server-url={serverUrl}
      >
        <summary className="api-try__summary">
          Try it: send <MethodBadge method={operation.method} /> <code>{operation.path}</code> to
          your server
        </summary>
        <div className="api-try__mount" data-search-exclude>
          <p className="api-text">
            The request console needs JavaScript. Without it, run the curl sample above in a
            terminal.
          </p>
        </div>
      </details>
    </section>
  );
}
