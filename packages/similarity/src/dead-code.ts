import type { Node } from 'web-tree-sitter';
import { EFFECTS } from './node-kinds';
import { calleeName, functionName } from './function-names';
import type { DeadCodeReason } from './types';
import { isPureLibraryCall, neverHolds } from './pure-library';

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
  /** Where its targets can be read: a block-scoped local is unread when nothing in its block reads the name,
   * whatever other blocks do with a variable of the same name. Absent: anywhere in the document. */
  scope?: Node;
  /** Statements that must all be dead first (the body of a loop that would then do nothing). */
  requires?: Node[];
  /** Why it is dead, when it is (engine.explain reports it). */
  reason: DeadCodeReason;
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
  /** Trees of C and C++ files. */
  readonly cFamily: Set<unknown>;
  /** Names of the document's own functions (they hide a library function of the same name). */
  readonly defined = new Set<string>();
  hasMain = false;

  constructor(roots: readonly Node[]) {
    this.cFamily = new Set(roots.filter((root) => root.type === 'translation_unit').map((root) => root.tree));
    for (const root of roots) this.collectFunctions(root);
    this.hasMain = this.functions.some((info) => info.name.text === 'main');
    for (const info of this.functions) this.defined.add(info.name.text);
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
    if (type === 'new_expression' && node.childForFieldName('type')?.type === 'primitive_type') {
      // `new int(42)` only allocates; constructing an object (below) may run code.
    } else if (EFFECTS.has(type)) {
      const callee = calleeName(node);
      if (callee !== null) {
        if (!this.pure.has(callee) && !(!this.defined.has(callee) && isPureLibraryCall(node))) return true;
      } else {
        const target = assignedName(node);
        if (target === null || !locals?.has(target)) return true;
      }
    } else if (type === 'throw_statement' || type === 'raise_statement' || type === 'object_creation_expression') {
      return true;
    } else if (type === 'new_expression') {
      return true;
    } else if (type === 'binary_expression' && this.cFamily.has(node.tree) && STREAM_OPERATORS.has(node.childForFieldName('operator')?.type ?? '')) {
      // C and C++: `std::cout << x` writes and `std::cin >> x` reads (types are unknown, so every shift counts).
      return true;
    }
    for (const child of node.children) if (this.hasEffect(child, locals)) return true;
    return false;
  }
}

/** The ids of the statements and functions to drop, with why each is dead. */
export function findDeadCode(roots: readonly Node[]): Map<number, DeadCodeReason> {
  const analysis = new Analysis(roots);
  const candidates: Candidate[] = [];
  const occurrences = new Map<string, Node[]>();
  for (const root of roots) collect(root, occurrences, candidates, analysis);

  // A name's readers: its occurrences that are not a candidate's write.
  const writes = new Set<number>();
  const readers = new Map(Array.from(occurrences, ([name, leaves]) => [name, leaves.length]));
  for (const candidate of candidates) {
    for (const target of [...candidate.targets, ...candidate.selfReads]) {
      writes.add(target.id);
      readers.set(target.text, (readers.get(target.text) ?? 0) - 1);
    }
  }
  const dead = new Map<number, DeadCodeReason>();
  const goneLeaves = new Set<number>();
  // A block-scoped candidate's possible readers: the occurrences of its names inside its block that are not
  // writes and not another variable of the name (found once; only dropping code changes which still count).
  const scopedReads = new Map<Candidate, Node[]>();
  for (const candidate of candidates) {
    const scope = candidate.scope;
    if (!scope) continue;
    const reads: Node[] = [];
    for (const target of candidate.targets) {
      for (const leaf of occurrences.get(target.text) ?? []) {
        if (leaf.startIndex < scope.startIndex || leaf.endIndex > scope.endIndex || leaf.tree !== scope.tree) continue;
        if (!writes.has(leaf.id) && !shadowedByLoop(leaf, scope)) reads.push(leaf);
      }
    }
    scopedReads.set(candidate, reads);
  }
  const isRead = (candidate: Candidate): boolean => {
    const reads = scopedReads.get(candidate);
    if (reads) return reads.some((leaf) => !goneLeaves.has(leaf.id));
    return candidate.targets.some((target) => (readers.get(target.text) ?? 0) > 0);
  };
  // Dropping one statement may leave the names it read unread: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const candidate of candidates) {
      if (dead.has(candidate.node.id)) continue;
      if (candidate.requires?.some((statement) => !dead.has(statement.id))) continue;
      if (isRead(candidate)) continue;
      dead.set(candidate.node.id, candidate.reason);
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

function collect(node: Node, occurrences: Map<string, Node[]>, candidates: Candidate[], analysis: Analysis): void {
  const candidate = candidateOf(node, analysis);
  if (candidate) candidates.push(candidate);
  if (node.childCount === 0) {
    if (node.type.endsWith('identifier')) {
      const leaves = occurrences.get(node.text);
      if (leaves) leaves.push(node);
      else occurrences.set(node.text, [node]);
    }
    return;
  }
  for (const child of node.children) collect(child, occurrences, candidates, analysis);
}

/** Whether `leaf` names a loop's own counter of the same name, declared inside `scope` (another variable). */
function shadowedByLoop(leaf: Node, scope: Node): boolean {
  for (let node = leaf.parent; node && node.id !== scope.id; node = node.parent) {
    if (node.type !== 'for_statement') continue;
    const init = node.childForFieldName('init') ?? node.childForFieldName('initializer');
    if (!init || !DECLARATION_KINDS.has(init.type)) continue;
    const names = new Set<string>();
    collectLocals(init, names);
    if (names.has(leaf.text)) return true;
  }
  return false;
}
const DECLARATION_KINDS = new Set(['local_variable_declaration', 'lexical_declaration', 'declaration']);

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
    case 'variable_declaration': {
      // A loop's own counter is not a statement of its own, and an exported name is read from elsewhere.
      if (node.parent?.type === 'for_statement' || node.parent?.type === 'export_statement') return null;
      const candidate = declaration(node, node.namedChildren.filter((child) => child.type === 'variable_declarator'), analysis);
      // Java locals and JavaScript `let`/`const` live in their block (a `var` lives in its whole function).
      if (candidate && node.type !== 'variable_declaration' && BLOCKS.has(node.parent?.type ?? '')) candidate.scope = node.parent!;
      return candidate;
    }
    case 'declaration': {
      // C and C++. A local prototype (`void helper(int);` inside a function) declares and does nothing.
      const declarators = node.childrenForFieldName('declarator');
      if (PROTOTYPE_PLACES.has(node.parent?.type ?? '') && declarators.length > 0 && declarators.every(isPrototype)) {
        return { node, targets: [], selfReads: [], reason: 'no-effect' };
      }
      if (node.parent?.type === 'compound_statement') {
        const candidate = declaration(node, declarators, analysis);
        if (candidate) candidate.scope = node.parent;
        return candidate;
      }
      // A global nothing in the document reads: every file of the program is in the document, so only an
      // `extern` one could be read from elsewhere.
      if (node.parent?.type === 'translation_unit' || node.parent?.type === 'declaration_list') {
        if (node.children.some((child) => child.type === 'storage_class_specifier' && child.text === 'extern')) return null;
        return declaration(node, declarators, analysis);
      }
      return null;
    }
    case 'field_declaration':
      // A C or C++ data member nothing reads (methods, `function_declarator`s, are not data and stay).
      if (node.parent?.type !== 'field_declaration_list') return null;
      return dataMember(node, analysis);
    case 'expression_statement':
      return expressionStatement(node, analysis);
    case 'if_statement':
    case 'while_statement': {
      // An opaque predicate (`if (System.nanoTime() < 0)`, `if (false && ready)`): its body never runs. An
      // `if` with an `else` stays; the tokenizer keeps the `else` of a literal `false` itself.
      const condition = node.childForFieldName('condition');
      if (!condition || node.childForFieldName('alternative')) return null;
      return neverHolds(condition, (part) => analysis.hasEffect(part)) ? { node, targets: [], selfReads: [], reason: 'never-runs' } : null;
    }
    case 'for_statement':
      if (neverRuns(node)) return { node, targets: [], selfReads: [], reason: 'never-runs' };
      return idleLoop(node, analysis);
    case 'method_declaration':
    case 'method_definition':
    case 'function_definition':
    case 'function_declaration':
      return uncalledFunction(node, analysis);
    default:
      return null;
  }
}

const STREAM_OPERATORS = new Set(['<<', '>>']);
const BLOCKS = new Set(['block', 'statement_block', 'compound_statement']);
/** Where a C or C++ function prototype may stand: in a function, at the top of a file, in a namespace. */
const PROTOTYPE_PLACES = new Set(['compound_statement', 'translation_unit', 'declaration_list']);
const WRAPPED_DECLARATORS = new Set(['pointer_declarator', 'reference_declarator', 'array_declarator']);

/** `void helper(int);`, `int count(const std::string &s);`: a function declarator whose parameters are all
 * declarations (a type and a name, or a built-in type), so it cannot be an object built from arguments. */
function isPrototype(declarator: Node): boolean {
  if (declarator.type !== 'function_declarator') return false;
  const parameters = declarator.childForFieldName('parameters');
  if (!parameters) return false;
  return parameters.namedChildren.every(
    (parameter) =>
      parameter.type === 'comment' ||
      (parameter.type === 'parameter_declaration' &&
        (parameter.childForFieldName('declarator') !== null || parameter.childForFieldName('type')?.type === 'primitive_type')),
  );
}

function dataMember(node: Node, analysis: Analysis): Candidate | null {
  const targets = node.childrenForFieldName('declarator');
  if (targets.length === 0 || targets.some((target) => target.type !== 'field_identifier')) return null;
  const value = node.childForFieldName('default_value');
  if (value && analysis.hasEffect(value)) return null;
  return { node, targets, selfReads: [], reason: 'unread-variable' };
}

/**
 * A counting loop whose body does nothing once its dead statements go (`for (int i = 0; i < 10; ++i) { int
 * square = i * i; }`): its header touches only its own counter and computes nothing else.
 */
function idleLoop(loop: Node, analysis: Analysis): Candidate | null {
  const body = loop.childForFieldName('body');
  if (!body) return null;
  const init = loop.childForFieldName('init') ?? loop.childForFieldName('initializer');
  const counters = new Set<string>();
  if (init) collectLocals(init, counters);
  if (counters.size === 0) return null;
  for (const part of [init, loop.childForFieldName('condition'), ...loop.childrenForFieldName('update')]) {
    if (part && analysis.hasEffect(part, counters)) return null;
  }
  const statements = BLOCKS.has(body.type) ? body.namedChildren.filter((child) => child.type !== 'comment') : [body];
  return { node: loop, targets: [], selfReads: [], requires: statements, reason: 'no-effect' };
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
    // C and C++: `*p`, `&r`, `a[3]` declare the name inside.
    while (name && WRAPPED_DECLARATORS.has(name.type)) name = name.childForFieldName('declarator') ?? name.namedChildren.at(-1) ?? null;
    if (!name || name.type !== 'identifier') return null;
    if (value && analysis.hasEffect(value)) return null;
    targets.push(name);
    if (value) forEachIdentifier(value, (leaf) => leaf.text === name.text && selfReads.push(leaf));
  }
  return targets.length > 0 ? { node, targets, selfReads, reason: 'unread-variable' } : null;
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
      return { node: statement, targets: [left], selfReads, reason: 'unread-variable' };
    }
    case 'update_expression': {
      const argument = expression.childForFieldName('argument') ?? expression.namedChild(0);
      if (!argument || argument.type !== 'identifier') return null;
      return { node: statement, targets: [argument], selfReads: [], reason: 'unread-variable' };
    }
    default:
      // A value computed and dropped (a call of a pure function, or a bare expression) does nothing.
      return analysis.hasEffect(expression) ? null : { node: statement, targets: [], selfReads: [], reason: 'discarded-value' };
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
  // A stub that only throws (what refactoring tools add as decoys) does nothing a caller could want: nothing in
  // the document calls it, so it goes whoever else could call it.
  return callableOutside && !onlyThrows(node) ? null : { node, targets: [name], selfReads: [], reason: 'uncalled-function' };
}

/** A function whose body is one `throw` (or `raise`) statement and nothing else. */
function onlyThrows(node: Node): boolean {
  const body = node.childForFieldName('body');
  const statements = body?.namedChildren.filter((child) => !child.type.includes('comment')) ?? [];
  return statements.length === 1 && (statements[0]!.type === 'throw_statement' || statements[0]!.type === 'raise_statement');
}

/** The name a function or method is defined with. */
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

