import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import type { HighlightedToken } from '@docs-kit/code-highlight/lines';
import { useHighlightedLines } from '@docs-kit/code-highlight/use-highlighted-lines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

function getLineProps({ className, style }: LineInputProps): LineOutputProps {
  return { className: clsx('token-line', className), style };
}

function getTokenProps({ token, className, style }: TokenInputProps): TokenOutputProps {
  // Line hands back the tokens it was given, which carry their class attribute.
  const { className: tokenClassName } = token as HighlightedToken;
  return { className: clsx(tokenClassName, className), style, children: token.content };
}

/**
 * The classic theme's code block content, highlighted by the code-highlight
 * engine instead of prism-react-renderer's Highlight: same markup, but token
 * colours are classes rather than inline styles, and the browser does not
 * need Prism to hydrate it.
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const { lines, preProps } = useHighlightedLines(code, language);
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Focusable so that keyboard users can scroll long lines.
      tabIndex={0}
      {...preProps}
      className={clsx(
        className,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
    >
      <code
        className={clsx(
          styles.codeBlockLines,
          showLineNumbers && styles.codeBlockLinesWithNumbering,
        )}
        style={showLineNumbers ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      >
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))}
      </code>
    </pre>
  );
}
