import React, { type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * The classic theme's code block container without the inline
 * `--prism-color` and `--prism-background-color` variables: they depend on
 * the colour mode, which the server cannot know, so the code-highlight
 * stylesheet sets them for each mode instead.
 */
export default function CodeBlockContainer({
  as: As,
  ...props
}: { as: ElementType } & HTMLAttributes<HTMLElement>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
