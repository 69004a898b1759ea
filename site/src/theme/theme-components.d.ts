// Theme components the site adds to the classic theme's, for `@theme/...` imports.

declare module '@theme/CodeBlock/Frame' {
  import type { ReactNode } from 'react';

  export interface Props {
    readonly className?: string;
    /** The code: the block's `<pre>`. */
    readonly children: ReactNode;
  }

  export default function CodeBlockFrame(props: Props): ReactNode;
}
