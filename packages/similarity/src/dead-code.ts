import type { Node } from 'web-tree-sitter';
import { EFFECTS } from './node-kinds';

// Code that cannot affect what a program does, found before tokenizing so the tokenizer can skip it:
// - variables that are written but never read: their declarations and plain assignments (`x = x + 1` reads x
//   only to write it), when computing the value has no side effect;
// - statements that compute a value and drop it without side effects (`helper(3);` when helper is pure);
// - loops whose condition is false from the start (`for (int i = 0; i < 0; i++)`);
// - functions nothing calls, when only the document itself could call them: private ones (Java and TypeScript
//   `private`, C `static`, Python `_name`), and in a Java program with a `main`, those that are not public.
// A function is pure when it only computes: it writes nothing but its own locals and calls only pure functions.
// Names are matched by text across the whole document, which is conservative: a name read anywhere keeps every
// write of it.

interface Candidate {
  node: Node;
  /** The identifier nodes that name what the statement writes (or the function defines). */
  targets: Node[];
  /** Identifier nodes inside it that read only to write the same name (`x` on the right of `x = x + 1`). */
  selfReads: Node[];
}

interface FunctionInfo {
  node: Node;
  name: Node;
  body: Node | null;
  /** Names declared inside it (parameters and locals). */
  locals: Set<string>;
}

class Analysis {
  readonly functions: FunctionInfo[] = [];
  /** Names of functions that only compute (every function of the name). */
  readonly pure = new Set<string>();
  hasMain = false;

  constructor(roots: readonly Node[]) {
    for (const root of roots) this.collectFunctions(root);
    this.hasMain = this.functions.some((info) => info.name.text === 'main');
    // Largest fixed point: assume every function pure, then drop those whose body proves otherwise.
    for (const info of this.functions) this.pure.add(info.name.text);
    for (let changed = true; changed; ) {
      changed = false;
      for (const info of this.functions) {
        if (!this.pure.has(info.name.text)) continue;
        if (info.body && this.hasEffect(info.body, info.locals)) {
          this.pure.delete(info.name.text);
          changed = true;
        }
      }
    }
  }

  private collectFunctions(node: Node): void {
    const name = functionName(node);
    if (name) {
      const locals = new Set<string>();
      collectLocals(node, locals);
      this.functions.push({ node, name, body: node.childForFieldName('body'), locals });
    }
    for (const child of node.children) this.collectFunctions(child);
  }

  /** Whether evaluating `node` may do more than compute (writing only `locals` does not count). */
  hasEffect(node: Node, locals?: ReadonlySet<string>): boolean {
    const type = node.type;
    if (EFFECTS.has(type)) {
      const callee = calleeName(node);
      if (callee !== null) {
        if (!this.pure.has(callee)) return true;
      } else {
        const target = assignedName(node);
        if (target === null || !locals?.has(target)) return true;
      }
    } else if (type === 'throw_statement' || type === 'raise_statement' || type === 'object_creation_expression' || type === 'new_expression') {
      return true;
    }
    for (const child of node.children) if (this.hasEffect(child, locals)) return true;
    return false;
  }
}

/** The ids of the statements and functions to drop. */
export function findDeadCode(roots: readonly Node[]): Set<number> {
  const analysis = new Analysis(roots);
  const candidates: Candidate[] = [];
  const occurrences = new Map<string, number>();
  for (const root of roots) collect(root, occurrences, candidates, analysis);

  // A name's readers: its occurrences that are not a candidate's write.
  const writes = new Set<number>();
  const readers = new Map(occurrences);
  for (const candidate of candidates) {
    for (const target of [...candidate.targets, ...candidate.selfReads]) {
      writes.add(target.id);
      readers.set(target.text, (readers.get(target.text) ?? 0) - 1);
    }
  }
  const dead = new Set<number>();
  const goneLeaves = new Set<number>();
  // Dropping one statement may leave the names it read unread: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const candidate of candidates) {
      if (dead.has(candidate.node.id)) continue;
      if (candidate.targets.some((target) => (readers.get(target.text) ?? 0) > 0)) continue;
      dead.add(candidate.node.id);
      changed = true;
      // Its reads go (once, even when a statement inside it goes too).
      forEachIdentifier(candidate.node, (leaf) => {
        if (goneLeaves.has(leaf.id)) return;
        goneLeaves.add(leaf.id);
        if (!writes.has(leaf.id)) readers.set(leaf.text, (readers.get(leaf.text) ?? 0) - 1);
      });
    }
  }
  return dead;
}

function collect(node: Node, occurrences: Map<string, number>, candidates: Candidate[], analysis: Analysis): void {
  const candidate = candidateOf(node, analysis);
  if (candidate) candidates.push(candidate);
  if (node.childCount === 0) {
    if (node.type.endsWith('identifier')) occurrences.set(node.text, (occurrences.get(node.text) ?? 0) + 1);
    return;
  }
  for (const child of node.children) collect(child, occurrences, candidates, analysis);
}

function forEachIdentifier(node: Node, visit: (leaf: Node) => void): void {
  if (node.childCount === 0) {
    if (node.type.endsWith('identifier')) visit(node);
    return;
  }
  for (const child of node.children) forEachIdentifier(child, visit);
}

function candidateOf(node: Node, analysis: Analysis): Candidate | null {
  switch (node.type) {
    case 'local_variable_declaration':
    case 'lexical_declaration':
    case 'variable_declaration':
      // A loop's own counter is not a statement of its own, and an exported name is read from elsewhere.
      if (node.parent?.type === 'for_statement' || node.parent?.type === 'export_statement') return null;
      return declaration(node, node.namedChildren.filter((child) => child.type === 'variable_declarator'), analysis);
    case 'declaration':
      // C and C++: only inside a function (a global may be read by another translation unit).
      if (node.parent?.type !== 'compound_statement') return null;
      return declaration(node, node.childrenForFieldName('declarator'), analysis);
    case 'expression_statement':
      return expressionStatement(node, analysis);
    case 'for_statement':
      return neverRuns(node) ? { node, targets: [], selfReads: [] } : null;
    case 'method_declaration':
    case 'method_definition':
    case 'function_definition':
    case 'function_declaration':
      return uncalledFunction(node, analysis);
    default:
      return null;
  }
}

function declaration(node: Node, declarators: (Node | null)[], analysis: Analysis): Candidate | null {
  const targets: Node[] = [];
  const selfReads: Node[] = [];
  for (const declarator of declarators) {
    if (!declarator) return null;
    let name: Node | null = declarator;
    let value: Node | null = null;
    if (declarator.type === 'variable_declarator' || declarator.type === 'init_declarator') {
      name = declarator.childForFieldName(declarator.type === 'init_declarator' ? 'declarator' : 'name');
      value = declarator.childForFieldName('value');
    }
    if (!name || name.type !== 'identifier') return null;
    if (value && analysis.hasEffect(value)) return null;
    targets.push(name);
    if (value) forEachIdentifier(value, (leaf) => leaf.text === name.text && selfReads.push(leaf));
  }
  return targets.length > 0 ? { node, targets, selfReads } : null;
}

function expressionStatement(statement: Node, analysis: Analysis): Candidate | null {
  if (statement.namedChildCount !== 1) return null;
  const expression = statement.namedChild(0);
  if (!expression) return null;
  switch (expression.type) {
    case 'assignment':
    case 'assignment_expression':
    case 'augmented_assignment':
    case 'augmented_assignment_expression': {
      const left = expression.childForFieldName('left');
      const right = expression.childForFieldName('right');
      if (!left || left.type !== 'identifier' || (right && analysis.hasEffect(right))) return null;
      const selfReads: Node[] = [];
      if (right) forEachIdentifier(right, (leaf) => leaf.text === left.text && selfReads.push(leaf));
      return { node: statement, targets: [left], selfReads };
    }
    case 'update_expression': {
      const argument = expression.childForFieldName('argument') ?? expression.namedChild(0);
      if (!argument || argument.type !== 'identifier') return null;
      return { node: statement, targets: [argument], selfReads: [] };
    }
    default:
      // A value computed and dropped (a call of a pure function, or a bare expression) does nothing.
      return analysis.hasEffect(expression) ? null : { node: statement, targets: [], selfReads: [] };
  }
}

/** `for (int i = 0; i < 0; i++)`: a counter set to a number and a comparison with a number that fails at once. */
function neverRuns(loop: Node): boolean {
  const init = loop.childForFieldName('init') ?? loop.childForFieldName('initializer');
  const condition = loop.childForFieldName('condition');
  if (!init || !condition) return false;
  const declarator = init.namedChildren.find((child) => child.type === 'variable_declarator' || child.type === 'init_declarator');
  const name = declarator?.childForFieldName(declarator.type === 'init_declarator' ? 'declarator' : 'name');
  const start = numberOf(declarator?.childForFieldName('value') ?? null);
  let test: Node | null = condition;
  while (test && (test.type === 'parenthesized_expression' || test.type === 'expression_statement') && test.namedChildCount === 1) {
    test = test.namedChild(0);
  }
  if (!name || start === null || !test || test.type !== 'binary_expression') return false;
  const left = test.childForFieldName('left');
  const right = numberOf(test.childForFieldName('right'));
  const operator = test.childForFieldName('operator')?.type;
  if (!left || left.text !== name.text || right === null) return false;
  switch (operator) {
    case '<':
      return !(start < right);
    case '<=':
      return !(start <= right);
    case '>':
      return !(start > right);
    case '>=':
      return !(start >= right);
    case '!=':
      return start === right;
    default:
      return false;
  }
}

function numberOf(node: Node | null): number | null {
  if (!node || !/^-?\d+$/.test(node.text)) return null;
  return Number(node.text);
}

/** A function nothing else in the document calls, when only the document could call it. */
function uncalledFunction(node: Node, analysis: Analysis): Candidate | null {
  const name = functionName(node);
  if (!name || name.text === 'main') return null;
  let callableOutside: boolean;
  if (node.type === 'function_definition' && node.childForFieldName('name') === null) {
    // C and C++: `static` makes a function private to its file.
    callableOutside = !node.children.some((child) => child.type === 'storage_class_specifier' && child.text === 'static');
  } else if (node.type === 'function_definition') {
    // Python: a leading underscore, but not the special methods the language itself calls.
    callableOutside = !name.text.startsWith('_') || name.text.endsWith('__');
  } else if (node.type === 'method_declaration') {
    const modifiers = node.children.find((child) => child.type === 'modifiers')?.text ?? '';
    const isPrivate = /\bprivate\b/.test(modifiers);
    const isOpen = /\b(public|protected)\b/.test(modifiers) || modifiers.includes('@Override');
    callableOutside = !isPrivate && (isOpen || !analysis.hasMain);
  } else {
    callableOutside = !(
      name.type === 'private_property_identifier' ||
      node.children.some((child) => child.type === 'accessibility_modifier' && child.text === 'private')
    );
  }
  return callableOutside ? null : { node, targets: [name], selfReads: [] };
}

/** The name a function or method is defined with. */
function functionName(node: Node): Node | null {
  switch (node.type) {
    case 'method_declaration':
    case 'method_definition':
    case 'function_declaration':
      return node.childForFieldName('name');
    case 'function_definition': {
      const name = node.childForFieldName('name');
      if (name) return name;
      let declarator = node.childForFieldName('declarator');
      while (declarator && declarator.type !== 'identifier') declarator = declarator.childForFieldName('declarator');
      return declarator;
    }
    default:
      return null;
  }
}

/** Names a function declares: its parameters and locals (Python: every name it assigns). */
function collectLocals(node: Node, locals: Set<string>): void {
  switch (node.type) {
    case 'formal_parameter':
    case 'variable_declarator':
    case 'required_parameter':
    case 'optional_parameter': {
      const name = node.childForFieldName('name') ?? node.childForFieldName('pattern');
      if (name?.type === 'identifier') locals.add(name.text);
      break;
    }
    case 'init_declarator':
    case 'parameter_declaration': {
      let declarator = node.childForFieldName('declarator');
      while (declarator && declarator.type !== 'identifier') declarator = declarator.childForFieldName('declarator');
      if (declarator) locals.add(declarator.text);
      break;
    }
    case 'declaration':
      for (const declarator of node.childrenForFieldName('declarator')) if (declarator.type === 'identifier') locals.add(declarator.text);
      break;
    case 'parameters':
    case 'formal_parameters':
      for (const child of node.namedChildren) if (child.type === 'identifier') locals.add(child.text);
      break;
    case 'assignment':
    case 'augmented_assignment': {
      const left = node.childForFieldName('left');
      if (left?.type === 'identifier') locals.add(left.text);
      break;
    }
  }
  for (const child of node.children) collectLocals(child, locals);
}

/** The function a call calls when it is a plain name (or a method of `this`/`self`); '' for any other call. */
function calleeName(node: Node): string | null {
  switch (node.type) {
    case 'method_invocation': {
      const object = node.childForFieldName('object');
      if (object && object.type !== 'this') return '';
      return node.childForFieldName('name')?.text ?? '';
    }
    case 'call_expression':
    case 'call': {
      const callee = node.childForFieldName('function');
      if (!callee) return '';
      if (callee.type === 'identifier') return callee.text;
      const object = callee.childForFieldName('object');
      const property = callee.childForFieldName('property') ?? callee.childForFieldName('attribute');
      if (object && property && (object.type === 'this' || object.text === 'self')) return property.text;
      return '';
    }
    default:
      return null;
  }
}

/** The plain name an assignment or update writes, or null. */
function assignedName(node: Node): string | null {
  const target = node.childForFieldName('left') ?? node.childForFieldName('argument');
  if (target?.type === 'identifier') return target.text;
  if (node.type === 'update_expression') {
    const only = node.namedChild(0);
    if (only?.type === 'identifier') return only.text;
  }
  return null;
}

