import React, { type ReactNode } from 'react';
import TestPage from '@site/src/components/TestPage';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

const magicCommentCode = [
  '# highlight-next-line',
  'thv run fetch',
  'thv list',
  '# highlight-start',
  'thv stop fetch',
  'thv rm fetch',
  '# highlight-end',
  'thv version',
].join('\n');

const longLine = `thv run --name fetch ${Array.from({ length: 12 }, (_, i) => `--env KEY_${i}=value-${i}`).join(' ')} fetch`;

/**
 * Code blocks that use each feature of the theme's code block (title, line
 * ranges, magic comments, line numbers, copy, word wrap, code inside tabs),
 * for the end-to-end tests. Not linked from anywhere and left out of the
 * sitemap.
 */
export default function CodeBlocksTestPage(): ReactNode {
  return (
    <TestPage title="Code blocks test">
      <div id="magic-comments">
        <CodeBlock language="bash" title="Magic comments" showLineNumbers={5}>
          {magicCommentCode}
        </CodeBlock>
      </div>
      <div id="metastring">
        <CodeBlock language="json" metastring={'title="Metastring" {2} showLineNumbers'}>
          {'{\n  "name": "fetch",\n  "port": 8080\n}'}
        </CodeBlock>
      </div>
      <div id="long-line">
        <CodeBlock language="bash">{longLine}</CodeBlock>
      </div>
      <Tabs groupId="e2e-code-blocks">
        <TabItem value="lua" label="Lua" default>
          <CodeBlock language="lua">{'local name = "fetch"\nprint(name)'}</CodeBlock>
        </TabItem>
        <TabItem value="powershell" label="PowerShell">
          <CodeBlock language="powershell">{'$name = "fetch"\nWrite-Output $name'}</CodeBlock>
        </TabItem>
      </Tabs>
    </TestPage>
  );
}
