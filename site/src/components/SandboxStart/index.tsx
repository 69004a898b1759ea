import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { startCommand } from '@docs-kit/api-reference/try-it-help';
import CodeBlockFrame from '@theme/CodeBlock/Frame';
import { sandboxCommands, sandboxServer, sandboxTrustedOrigins } from '@site/src/data/api-try-it';
import docsSite from '@site/src/data/docs-site.json';

const { repository } = docsSite;

/**
 * Shell commands in the site's code block frame, as plain text. The code
 * changes after hydration on origins the server could not know, and a
 * highlighted block would then load Prism for four lines without keywords.
 */
function PlainShellBlock({ code }: { code: string }): ReactNode {
  const metadata = createCodeBlockMetadata({
    code,
    className: undefined,
    language: 'bash',
    defaultLanguage: undefined,
    metastring: undefined,
    magicComments: [],
    title: undefined,
    showLineNumbers: undefined,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockFrame className="language-bash">
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={clsx('prism-code language-bash', contentStyles.codeBlock, 'thin-scrollbar')}
        >
          <code className={contentStyles.codeBlockLines}>{code}</code>
        </pre>
      </CodeBlockFrame>
    </CodeBlockContextProvider>
  );
}

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
  const start = startCommand(
    sandboxServer,
    `http://localhost:${sandboxServer.defaultPort}`,
    origin,
  );
  return (
    <>
      <p>
        The repository is <a href={repository.url}>{repository.name}</a>. This page&apos;s origin,{' '}
        <code>{origin}</code>, is{' '}
        {trusted
          ? 'one the sandbox trusts by default:'
          : 'not one the sandbox trusts by default, so the last command adds it:'}
      </p>
      <PlainShellBlock code={sandboxCommands(start)} />
    </>
  );
}
