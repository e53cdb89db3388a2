// Dead statements: after a chosen fraction of the program's statements, one statement that cannot change what the
// program does: an unused local, no-op arithmetic on a fresh variable, an `if (false)` block, a loop that never
// runs, or a call to an inserted helper whose result is ignored. Each is new text on lines of its own, with the
// indentation of the statement before it.
import type { Node } from 'web-tree-sitter';
import type { JavaParser } from '../java-syntax';
import type { Random } from '@marginalia/similarity/testing';
import { applyEdits, type Edit, type MarkedText } from './marked-text';
import { NameMaker } from './names';

/** After these nothing may follow in the same block (the code after them would not compile). */
const TERMINAL = new Set(['return_statement', 'break_statement', 'continue_statement', 'throw_statement', 'yield_statement']);
const NOT_STATEMENTS = new Set(['line_comment', 'block_comment', 'local_class_declaration', 'class_declaration', 'explicit_constructor_invocation']);

export interface DeadCodeOptions {
  /** The fraction of eligible statements followed by a dead statement (0..1). */
  fraction: number;
}

export interface WithDeadCode {
  marked: MarkedText;
  /** Statements that could take dead code after them, and how many did. */
  eligible: number;
  inserted: number;
}

/** The statements of blocks and constructor bodies after which a statement may go. */
export function eligibleStatements(root: Node): Node[] {
  const statements: Node[] = [];
  for (const block of root.descendantsOfType(['block', 'constructor_body'])) {
    if (!block) continue;
    for (const child of block.namedChildren) {
      if (!child || NOT_STATEMENTS.has(child.type) || TERMINAL.has(child.type)) continue;
      statements.push(child);
    }
  }
  return statements.sort((a, b) => a.startIndex - b.startIndex);
}

/** The class whose body a statement is in (for the dead helper), when it is a plain class. */
function enclosingClassBody(node: Node): Node | null {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'class_body') return at.parent?.type === 'class_declaration' ? at : null;
    if (at.type === 'lambda_expression' || at.type === 'object_creation_expression') return null;
  }
  return null;
}

function lineStart(text: string, index: number) {
  return text.lastIndexOf('\n', index - 1) + 1;
}

class DeadCode {
  private readonly helpers = new Map<number, { name: string; indentation: string; body: Node }>();

  constructor(
    private readonly random: Random,
    private readonly names: NameMaker,
  ) {}

  /** One dead statement (possibly a few lines), each line starting with `indentation`. */
  statement(indentation: string, at: Node, text: string): string {
    const r = this.random;
    const kinds = ['unused', 'arithmetic', 'ifFalse', 'loop', 'helper'] as const;
    const kind = r.pick(kinds);
    const a = this.names.make();
    const lines: string[] = [];
    switch (kind) {
      case 'unused':
        lines.push(
          r.pick([
            `int ${a} = ${r.int(0, 99)};`,
            `double ${a} = ${r.int(1, 9)}.${r.int(0, 9)};`,
            `boolean ${a} = ${r.pick(['true', 'false'])};`,
            `String ${a} = "${r.pick(['', 'x', 'tmp', 'debug', 'ok'])}";`,
            `long ${a} = ${r.int(0, 999)}L;`,
            `int[] ${a} = new int[${r.int(1, 8)}];`,
          ]),
        );
        break;
      case 'arithmetic': {
        lines.push(`int ${a} = ${r.int(0, 50)};`);
        const k = r.int(1, 9);
        lines.push(r.pick([`${a} = ${a} * 1;`, `${a} += 0;`, `${a} = ${a} + ${k} - ${k};`, `${a}++;`, `${a} = -(-${a});`]));
        break;
      }
      case 'ifFalse': {
        const inner = r.pick([`System.out.println("${r.pick(['debug', 'here', 'check', 'value'])}");`, `int ${a} = ${r.int(0, 9)};`]);
        lines.push('if (false) {', `${r.pick(['    ', '\t'])}${inner}`, '}');
        break;
      }
      case 'loop':
        lines.push(`for (int ${a} = 0; ${a} < 0; ${a}++) {`, `${r.pick(['    ', '\t'])}${a} += ${r.int(1, 5)};`, '}');
        break;
      case 'helper': {
        const body = enclosingClassBody(at);
        if (!body) {
          lines.push(`int ${a} = ${r.int(0, 99)};`);
          break;
        }
        const helper = this.helperFor(body, text);
        lines.push(r.pick([`${helper}(${r.int(0, 20)});`, `int ${a} = ${helper}(${r.int(0, 20)});`]));
        break;
      }
    }
    return lines.map((line) => indentation + line).join('\n');
  }

  private helperFor(body: Node, text: string): string {
    const known = this.helpers.get(body.startIndex);
    if (known) return known.name;
    const members = body.namedChildren.filter((child): child is Node => child !== null);
    const reference = members[0];
    const indentation = reference ? /^[ \t]*/.exec(text.slice(lineStart(text, reference.startIndex)))![0] : '    ';
    const name = this.names.make();
    this.helpers.set(body.startIndex, { name, indentation, body });
    return name;
  }

  /** The helpers' declarations, each just before its class body's closing brace. */
  helperEdits(): Edit[] {
    return [...this.helpers.values()].map(({ name, indentation, body }) => {
      const r = this.random;
      const x = r.pick(['x', 'n', 'v', 'k']);
      const declaration = r.pick([
        `static int ${name}(int ${x}) {\n${indentation}${indentation || '    '}return ${x} * ${r.int(2, 5)};\n${indentation}}`,
        `static int ${name}(int ${x}) {\n${indentation}${indentation || '    '}int r = ${x};\n${indentation}${indentation || '    '}return r;\n${indentation}}`,
      ]);
      const close = body.endIndex - 1;
      return { start: close, end: close, text: `\n${indentation}${declaration}\n`, original: false };
    });
  }
}

export function insertDeadCode(input: MarkedText, parser: JavaParser, random: Random, options: DeadCodeOptions): WithDeadCode {
  const tree = parser.parse(input.text);
  try {
    const statements = eligibleStatements(tree.rootNode);
    const identifiers = tree.rootNode.descendantsOfType('identifier').map((node) => node?.text ?? '');
    const names = new NameMaker(random, identifiers);
    const dead = new DeadCode(random, names);
    const count = Math.round(options.fraction * statements.length);
    const chosen = random.sample(statements, count).sort((a, b) => a.startIndex - b.startIndex);
    const edits: Edit[] = [];
    for (const statement of chosen) {
      const indentation = /^[ \t]*/.exec(input.text.slice(lineStart(input.text, statement.startIndex)))![0];
      // After the statement's line when only spaces or a comment follow it there (the comment stays with it);
      // otherwise (`x(); }`) right after the statement, so the dead code stays inside the block.
      const newline = input.text.indexOf('\n', statement.endIndex);
      const lineEnd = newline < 0 ? input.text.length : newline;
      const rest = input.text.slice(statement.endIndex, lineEnd).trim();
      const at = rest === '' || rest.startsWith('//') ? lineEnd : statement.endIndex;
      edits.push({ start: at, end: at, text: `\n${dead.statement(indentation, statement, input.text)}`, original: false });
    }
    edits.push(...dead.helperEdits());
    return { marked: applyEdits(input, edits), eligible: statements.length, inserted: chosen.length };
  } finally {
    tree.delete();
  }
}
