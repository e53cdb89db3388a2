import type { Node } from 'web-tree-sitter';

// Ways of writing one thing that rewriting tools and AI models swap freely, read as one shape by the tokenizer
// (docs/SIMILARITY.md, Engine, "Equivalent forms"):
// - a step by one: `i++`, `++i`, `i += 1` and `i = i + 1` (and their decrements) are one increment of `i`;
// - a member of the object itself: `this.count` (`this->count`, `self.count`) reads as `count`, and
//   `this.helper(x)` as `helper(x)`, so moving a parameter into a field changes little.

/** Node kinds the tokenizer asks about (any other kind is never read another way). */
export const SHAPE_FORMS = new Set([
  'update_expression',
  'assignment_expression',
  'augmented_assignment_expression',
  'augmented_assignment',
  'assignment',
  'field_access',
  'field_expression',
  'member_expression',
  'attribute',
  'method_invocation',
]);

/** A step by one: what is stepped and which way. */
export interface Step {
  target: Node;
  operator: '++' | '--';
}

const STEP_OPERATORS: Record<string, '++' | '--'> = { '++': '++', '--': '--', '+=': '++', '-=': '--', '+': '++', '-': '--' };

function unparenthesized(node: Node | null): Node | null {
  let at = node;
  while (at && (at.type === 'parenthesized_expression' || at.type === 'condition_clause') && at.namedChildCount === 1) at = at.namedChild(0);
  return at;
}

const isOne = (node: Node | null) => !!node && /^1[lL]?$/.test(node.text) && (node.type.endsWith('literal') || node.type === 'integer' || node.type === 'number');

function operatorOf(node: Node): string | null {
  const field = node.childForFieldName('operator');
  if (field) return field.type;
  for (const child of node.children) if (!child.isNamed && child.type !== '(' && child.type !== ')') return child.type;
  return null;
}

/** `i++`, `++i`, `i += 1` or `i = i + 1` (and decrements), or null. */
export function stepOf(node: Node): Step | null {
  if (node.type === 'update_expression') {
    const target = node.namedChild(0);
    const operator = STEP_OPERATORS[operatorOf(node) ?? ''];
    return target && node.namedChildCount === 1 && operator ? { target, operator } : null;
  }
  const left = node.childForFieldName('left');
  const right = unparenthesized(node.childForFieldName('right'));
  if (!left || !right) return null;
  const operator = operatorOf(node);
  if (operator === '+=' || operator === '-=') return isOne(right) ? { target: left, operator: STEP_OPERATORS[operator]! } : null;
  if (operator !== '=' || right.type !== 'binary_expression' && right.type !== 'binary_operator') return null;
  const sum = operatorOf(right);
  const first = right.childForFieldName('left');
  if ((sum === '+' || sum === '-') && first?.text === left.text && isOne(right.childForFieldName('right'))) return { target: left, operator: STEP_OPERATORS[sum]! };
  return null;
}

const SELF = new Set(['this', 'self']);

/** The member `this.x` (or `this->x`, `self.x`) names, or null for any other member access. */
export function ownMember(node: Node): Node | null {
  const object = node.childForFieldName('object') ?? node.childForFieldName('argument');
  if (!object || !SELF.has(object.type === 'identifier' ? object.text : object.type)) return null;
  if (node.type === 'attribute' && object.text !== 'self') return null;
  return node.childForFieldName('field') ?? node.childForFieldName('property') ?? node.childForFieldName('attribute');
}
