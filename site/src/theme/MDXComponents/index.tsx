import type { ComponentProps, ReactNode } from 'react';
import { Children, isValidElement } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TableScroller from '@site/src/components/TableScroller';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The header cells of a Markdown table, which name what it holds. */
function columnNames(children: ReactNode): string[] {
  const head = Children.toArray(children).find(
    (child) => isValidElement(child) && child.type === 'thead',
  );
  if (!isValidElement<{ children?: ReactNode }>(head)) return [];
  const [firstRow] = Children.toArray(head.props.children);
  if (!isValidElement<{ children?: ReactNode }>(firstRow)) return [];
  return Children.toArray(firstRow.props.children)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
}

function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const columns = columnNames(props.children);
  return (
    <TableScroller label={columns.length ? `Table: ${columns.join(', ')}` : 'Table'}>
      <table {...props} />
    </TableScroller>
  );
}

export default { ...MDXComponents, table: MarkdownTable };
