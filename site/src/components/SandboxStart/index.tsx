import React, { useEffect, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { apiTryIt, sandboxCommands, sandboxTrustedOrigins } from '@site/src/data/api-try-it';
import docsSite from '@site/src/data/docs-site.json';
import { startCommand } from '@docs-kit/api-reference/try-it-help';

const { repository } = docsSite;
const sandbox = apiTryIt.localServer!;

/**
 * The commands that fetch the docs repository and start the API sandbox so
 * that the page being read may call it: with the origin flag when the page's
 * origin is not one the sandbox trusts by default. The server renders the
 * published site's origin; the browser fills in its own.
 */
export default function SandboxStart(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [origin, setOrigin] = useState(() => new URL(siteConfig.url).origin);
  useEffect(() => setOrigin(window.location.origin), []);
  const trusted = sandboxTrustedOrigins.includes(origin);
  const start = startCommand(sandbox, `http://localhost:${sandbox.defaultPort}`, origin);
  return (
    <>
      <p>
        The repository is <a href={repository.url}>{repository.name}</a>. This page is served from{' '}
        <code data-testid="page-origin">{origin}</code>
        {trusted
          ? ', an origin the sandbox lets call it by default, so it needs no options:'
          : `, and the sandbox lets only ${sandboxTrustedOrigins.join(', ')} call it by default, so the last command adds this origin:`}
      </p>
      <CodeBlock language="bash">{sandboxCommands(start)}</CodeBlock>
    </>
  );
}
