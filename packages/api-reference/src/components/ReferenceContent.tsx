import React, { useMemo, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiModel } from '../model/types';
import { outlineAnchor, outlineTitle, schemasAnchor, schemasTitle } from '../toc';
import MethodBadge from './MethodBadge';
import Operation from './Operation';
import Paragraphs from './Paragraphs';
import SchemaTree, { SchemasContext } from './SchemaTree';

/** Every operation on one screen: method, path and summary, linking to its section. */
function Outline({ model }: { model: ApiModel }): ReactNode {
  return (
    <>
      <Heading as="h2" id={outlineAnchor}>
        {outlineTitle}
      </Heading>
      <nav className="api-outline" aria-label="API operations">
        {model.tags.map((tag) => (
          <div className="api-outline__group" key={tag.anchor}>
            <a className="api-outline__tag" href={`#${tag.anchor}`}>
              {tag.title}
            </a>
            <ul className="api-outline__list">
              {tag.operations.map((operation) => (
                <li key={operation.anchor}>
                  <a className="api-outline__link" href={`#${operation.anchor}`}>
                    <MethodBadge method={operation.method} />{' '}
                    <code className="api-outline__path">{operation.path}</code>{' '}
                    <span className="api-outline__summary">{operation.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

/** The whole rendered reference: outline, operations by tag, then the schemas. */
export default function ReferenceContent({ model }: { model: ApiModel }): ReactNode {
  const schemas = useMemo(
    () => new Map(model.schemas.map((schema) => [schema.name, schema])),
    [model.schemas],
  );
  return (
    <SchemasContext.Provider value={schemas}>
      <Outline model={model} />
      {model.tags.map((tag) => (
        <section className="api-tag" key={tag.anchor}>
          <Heading as="h2" id={tag.anchor}>
            {tag.title}
          </Heading>
          <Paragraphs text={tag.description} />
          {tag.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} serverUrl={model.serverUrl} />
          ))}
        </section>
      ))}
      {model.schemas.length > 0 && (
        <section className="api-tag">
          <Heading as="h2" id={schemasAnchor}>
            {schemasTitle}
          </Heading>
          <p className="api-text">
            The objects that requests and responses carry. Operations above list their own fields
            and link here for each named object.
          </p>
          {model.schemas.map((schema) => (
            <section className="api-schema-section" key={schema.anchor}>
              <Heading as="h3" id={schema.anchor}>
                {schema.name}
              </Heading>
              <Paragraphs text={schema.schema.description} />
              <SchemaTree schema={schema.schema} ancestors={[schema.name]} />
            </section>
          ))}
        </section>
      )}
    </SchemasContext.Provider>
  );
}
