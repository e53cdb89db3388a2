// The Java grammar, through web-tree-sitter, for the generated disguises: where identifiers, statements and
// members are, and whether a disguised program still parses. The engine has its own parser; this one is the
// benchmark's, so that what is measured never depends on the engine's internals.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

let parser: Promise<Parser> | null = null;

async function loadParser(): Promise<Parser> {
  await Parser.init();
  const require = createRequire(import.meta.url);
  const grammar = path.join(path.dirname(require.resolve('tree-sitter-java/package.json')), 'tree-sitter-java.wasm');
  const instance = new Parser();
  instance.setLanguage(await Language.load(grammar));
  return instance;
}

/** Loads the grammar once per process. */
export async function javaParser(): Promise<JavaParser> {
  parser ??= loadParser();
  return new JavaParser(await parser);
}

export class JavaParser {
  constructor(private readonly parser: Parser) {}

  parse(text: string): Tree {
    const tree = this.parser.parse(text);
    if (!tree) throw new Error('tree-sitter returned no tree');
    return tree;
  }

  /** Whether the text parses without an error or a missing node. */
  parses(text: string): boolean {
    const tree = this.parse(text);
    try {
      return !tree.rootNode.hasError;
    } finally {
      tree.delete();
    }
  }
}

export const COMMENT_TYPES = ['line_comment', 'block_comment'];

/** Every node below `node` (itself included), depth first, in source order. */
export function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) if (child) yield* walk(child);
}
