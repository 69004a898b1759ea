import React, { type ReactNode } from 'react';
import CodeBlockFrame from '@theme/CodeBlock/Frame';
import Content from '@theme/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Layout';

/** The classic theme's code block layout, in the site's frame (a header with the buttons). */
export default function CodeBlockLayout({ className }: Props): ReactNode {
  return (
    <CodeBlockFrame className={className}>
      <Content />
    </CodeBlockFrame>
  );
}
