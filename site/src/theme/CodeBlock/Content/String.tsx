import React, { type ReactNode } from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock/Content/String';
import '@site/src/prism/languages';

export default function CodeBlockStringWithLanguages(props: Props): ReactNode {
  return <CodeBlockString {...props} />;
}
