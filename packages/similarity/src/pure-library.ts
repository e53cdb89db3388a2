import type { Node } from 'web-tree-sitter';

// Standard library calls that only compute: each language's documentation says they return a value and change
// nothing (no output, no input, no state). A statement that calls one and drops the result does nothing, so it
// weighs nothing (`Math.abs(-3);`, `String.valueOf(x);`, `std::max(a, b);`), and a condition built from them that
// can never hold guards code that never runs (`if (System.nanoTime() < 0)`). Calls that may throw on some input
// (`Integer.parseInt`) are left out: a thrown exception is an effect.

/** Java static methods, by class (the receiver as written, optionally through `java.lang.`). */
const JAVA_STATIC: Record<string, ReadonlySet<string>> = {
  Math: new Set([
    'abs', 'max', 'min', 'sqrt', 'cbrt', 'pow', 'exp', 'log', 'log10', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
    'atan2', 'floor', 'ceil', 'round', 'rint', 'signum', 'hypot', 'toRadians', 'toDegrees', 'floorMod', 'floorDiv',
  ]),
  String: new Set(['valueOf', 'format', 'join', 'copyValueOf']),
  Integer: new Set(['valueOf', 'toString', 'max', 'min', 'sum', 'compare', 'signum', 'bitCount', 'toBinaryString', 'toHexString', 'reverse', 'hashCode']),
  Long: new Set(['valueOf', 'toString', 'max', 'min', 'sum', 'compare', 'signum', 'bitCount', 'toBinaryString', 'toHexString', 'hashCode']),
  Double: new Set(['valueOf', 'toString', 'max', 'min', 'sum', 'compare', 'isNaN', 'isInfinite', 'isFinite', 'hashCode']),
  Character: new Set(['isDigit', 'isLetter', 'isLetterOrDigit', 'isWhitespace', 'isUpperCase', 'isLowerCase', 'toUpperCase', 'toLowerCase', 'getNumericValue', 'valueOf', 'toString']),
  Boolean: new Set(['valueOf', 'toString', 'parseBoolean', 'logicalAnd', 'logicalOr', 'logicalXor', 'compare']),
  Objects: new Set(['equals', 'hash', 'hashCode', 'isNull', 'nonNull', 'toString']),
  Arrays: new Set(['toString', 'deepToString', 'hashCode', 'equals', 'asList']),
  System: new Set(['nanoTime', 'currentTimeMillis', 'lineSeparator', 'identityHashCode']),
};

/** C and C++ free functions (`std::` or not) of <cmath>, <cstdlib>, <algorithm>, <string> and <cstring>. */
const C_FUNCTIONS = new Set([
  'abs', 'labs', 'llabs', 'fabs', 'max', 'min', 'sqrt', 'cbrt', 'pow', 'exp', 'log', 'log2', 'log10', 'sin', 'cos',
  'tan', 'asin', 'acos', 'atan', 'atan2', 'floor', 'ceil', 'round', 'trunc', 'hypot', 'fmod', 'fmax', 'fmin',
  'to_string', 'strlen', 'strcmp', 'isdigit', 'isalpha', 'isalnum', 'isspace', 'isupper', 'islower', 'toupper',
  'tolower', 'gcd', 'lcm',
]);

/** Whether `call` is a standard library call that only computes (its arguments are checked by the caller). */
export function isPureLibraryCall(call: Node): boolean {
  if (call.type === 'method_invocation') {
    const object = call.childForFieldName('object');
    const name = call.childForFieldName('name')?.text ?? '';
    if (!object) return false;
    const receiver = object.text.replace(/^java\.lang\./, '');
    if (JAVA_STATIC[receiver]?.has(name)) return true;
    // `System.out.print("")` prints nothing (`println("")` prints a line break, so it stays).
    return (receiver === 'System.out' || receiver === 'System.err') && name === 'print' && printsNothing(call);
  }
  if (call.type === 'call_expression') {
    const callee = call.childForFieldName('function');
    if (!callee) return false;
    const name = callee.type === 'qualified_identifier' && /^(::)?std::\w+$/.test(callee.text) ? callee.text.replace(/^(::)?std::/, '') : callee.text;
    return (callee.type === 'identifier' || callee.type === 'qualified_identifier') && C_FUNCTIONS.has(name);
  }
  return false;
}

function printsNothing(call: Node): boolean {
  const argumentsNode = call.childForFieldName('arguments');
  const only = argumentsNode?.namedChildCount === 1 ? argumentsNode.namedChild(0) : null;
  return !!only && only.type === 'string_literal' && only.text === '""';
}

/**
 * Conditions that never hold, whatever the program's state: `false && …` (and `… && false` when the left side
 * only computes), `!true`, a comparison of two number literals that fails, and a Java clock that reads below zero
 * (`System.nanoTime() < 0`, `System.currentTimeMillis() < 0`; C's `clock()` and `time()` return -1 on failure).
 */
export function neverHolds(condition: Node, hasEffect: (node: Node) => boolean): boolean {
  let node: Node | null = condition;
  while (node && (node.type === 'parenthesized_expression' || node.type === 'condition_clause') && node.namedChildCount === 1) node = node.namedChild(0);
  if (!node) return false;
  if (node.type === 'false' || (/^(number_literal|decimal_integer_literal|integer)$/.test(node.type) && /^0+$/.test(node.text))) return true;
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.type === '!') {
    const operand = node.childForFieldName('operand') ?? node.childForFieldName('argument');
    return !!operand && (operand.type === 'true' || operand.text === '1');
  }
  if (node.type !== 'binary_expression') return false;
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const operator = node.childForFieldName('operator')?.type;
  if (!left || !right) return false;
  if (operator === '&&') return neverHolds(left, hasEffect) || (neverHolds(right, hasEffect) && !hasEffect(left));
  const a = numberOf(left);
  const b = numberOf(right);
  if (a !== null && b !== null) return !compare(a, b, operator ?? '');
  if (b === 0 && operator === '<' && isClock(left)) return true;
  return false;
}

function isClock(node: Node): boolean {
  if (node.type === 'method_invocation') {
    const object = node.childForFieldName('object')?.text.replace(/^java\.lang\./, '');
    const name = node.childForFieldName('name')?.text;
    return object === 'System' && (name === 'nanoTime' || name === 'currentTimeMillis');
  }
  return false;
}

function numberOf(node: Node): number | null {
  return /^-?\d+$/.test(node.text) ? Number(node.text) : null;
}

function compare(a: number, b: number, operator: string): boolean {
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    default:
      return true;
  }
}
