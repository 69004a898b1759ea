import type { Program } from 'estree-jsx';

type Expression = Extract<Program['body'][number], { type: 'ExpressionStatement' }>['expression'];

/** What an MDX expression evaluates to when it is plain data; `undefined` otherwise. */
export type LiteralValue =
  string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

const NOT_LITERAL = Symbol('not a literal');

/**
 * Evaluates the expression of an MDX attribute or `{…}` block when it is
 * plain data: strings, numbers, booleans, null, template strings without
 * substitutions, arrays and objects of those. Anything else (a variable, a
 * call) gives `undefined`, because a twin is made without running the page.
 */
export function literalValue(program: Program | undefined): LiteralValue | undefined {
  const statement = program?.body[0];
  if (!statement || program.body.length !== 1 || statement.type !== 'ExpressionStatement') {
    return undefined;
  }
  const value = evaluate(statement.expression);
  return value === NOT_LITERAL ? undefined : value;
}

/** True when the `{…}` block holds only comments, such as `{/* note *\/}`. */
export function isCommentOnly(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}

function evaluate(node: Expression): LiteralValue | typeof NOT_LITERAL {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint') return NOT_LITERAL;
      return node.value ?? null;
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
        : NOT_LITERAL;
    case 'UnaryExpression': {
      const operand = evaluate(node.argument);
      if (node.operator === '-' && typeof operand === 'number') return -operand;
      return NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items: LiteralValue[] = [];
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') return NOT_LITERAL;
        const value = evaluate(element);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, LiteralValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
          return NOT_LITERAL;
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) return NOT_LITERAL;
        const value = evaluate(property.value as Expression);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}
