import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Children, cloneElement, isValidElement } from 'react';
import clsx from 'clsx';
import MDXComponents from '@theme-original/MDXComponents';
import TableScroller from '@site/src/components/TableScroller';

type WithChildren = { children?: ReactNode };
type Cell = ReactElement<WithChildren & { 'data-label'?: string }>;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return '';
}

function elementsOf(node: ReactNode): ReactElement<WithChildren>[] {
  return Children.toArray(node).filter((child) => isValidElement<WithChildren>(child));
}

/** The header cells of a Markdown table, which name what it holds. */
function columnNames(children: ReactNode): string[] {
  const head = elementsOf(children).find((child) => child.type === 'thead');
  const [firstRow] = elementsOf(head?.props.children);
  return elementsOf(firstRow?.props.children).map((cell) => textOf(cell).trim());
}

/**
 * Lets inline code wrap after `.`, `/`, `\`, `:` and `_` (not inside a number or `://`), so that a long key
 * or path breaks where a reader expects instead of widening its column.
 */
function breakableCode(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<WithChildren>(child)) return child;
    const { children } = child.props;
    // MDX renders inline code through the theme's `code` component.
    const isCode = child.type === 'code' || child.type === MDXComponents.code;
    if (isCode && typeof children === 'string') {
      const parts = children.split(/(?<=[./\\:_])(?=[^\d/])/);
      if (parts.length === 1) return child;
      // A plain element: the theme's `code` renders a code block for anything but one string.
      return (
        <code {...child.props}>
          {parts.flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]))}
        </code>
      );
    }
    if (children === undefined) return child;
    return cloneElement(child, { children: breakableCode(children) });
  });
}

/**
 * Prepares the body cells for a narrow column. Every cell's code may break at
 * separators. With `columns`, each cell also gets its column's name and its
 * content in one box, so that TableScroller can show the name beside the
 * value once the rows stack.
 */
function prepareBody(children: ReactNode, columns?: string[]): ReactNode {
  const prepareCell = (cell: Cell, index: number) =>
    columns
      ? cloneElement(cell, {
          'data-label': columns[index],
          children: <span>{breakableCode(cell.props.children)}</span>,
        })
      : cloneElement(cell, { children: breakableCode(cell.props.children) });
  return Children.map(children, (section) => {
    if (!isValidElement<WithChildren>(section) || section.type !== 'tbody') return section;
    return cloneElement(section, {
      children: elementsOf(section.props.children).map((row) =>
        cloneElement(row, { children: elementsOf(row.props.children).map(prepareCell) }),
      ),
    });
  });
}

function MarkdownTable({ children, className, ...props }: ComponentProps<'table'>): ReactNode {
  const columns = columnNames(children);
  const named = columns.filter(Boolean);
  // Two columns fit a phone side by side; with three or more, rows stack there.
  const stackable = columns.length >= 3;
  return (
    <TableScroller
      label={named.length ? `Table: ${named.join(', ')}` : 'Table'}
      stackable={stackable}
    >
      <table {...props} className={clsx(className, stackable && 'stacking-table')}>
        {prepareBody(children, stackable ? columns : undefined)}
      </table>
    </TableScroller>
  );
}

export default { ...MDXComponents, table: MarkdownTable };
