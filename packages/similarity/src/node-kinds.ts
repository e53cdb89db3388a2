// The AST node kinds normalization treats specially, across the grammars (tree-sitter's names are shared where
// the languages agree, so one set per role serves every language).

/** Delimiters that carry no structure beyond what the tree already has. */
export const DELIMITERS = new Set([';', ',', '(', ')', '{', '}', '[', ']', ':', '.', '"', "'", '`', '::', '->', '...']);

/** Wrappers whose children say it all: dropping them makes `if (x) y;` and `if (x) { y; }` one shape. */
export const TRANSPARENT = new Set([
  'parenthesized_expression',
  'expression_statement',
  'block',
  'compound_statement',
  'statement_block',
  'condition_clause',
  'else_clause',
  'else',
]);

/** Leaves whose text is a name or a value: one kind for all, so renaming and extracted constants have no effect. */
export function isAtom(type: string): boolean {
  return (
    type.endsWith('identifier') ||
    type.endsWith('literal') ||
    ATOMS.has(type)
  );
}
const ATOMS = new Set([
  'string',
  'template_string',
  'concatenated_string',
  'number',
  'integer',
  'float',
  'true',
  'false',
  'none',
  'null',
  'undefined',
  'text_block',
  'char',
  'raw_string_literal',
  'system_lib_string',
  'string_content',
  'escape_sequence',
]);

export function isComment(type: string): boolean {
  return type === 'comment' || type === 'line_comment' || type === 'block_comment' || type === 'html_comment';
}

/** Statements after which the rest of their statement list never runs. */
export const JUMPS = new Set(['return_statement', 'break_statement', 'continue_statement', 'throw_statement', 'raise_statement']);

/** Lists of statements run in order (where code after a jump is unreachable). */
export const STATEMENT_LISTS = new Set([
  'block',
  'compound_statement',
  'statement_block',
  'switch_block_statement_group',
  'case_statement',
  'switch_case',
  'switch_default',
]);

/** Statements a jump cannot make unreachable (a `goto` may land on them). */
export const JUMP_TARGETS = new Set(['labeled_statement', 'case_statement', 'switch_case', 'switch_default']);

/** Roots of a file: their declarations are independent, so they get a canonical order. */
export const FILE_ROOTS = new Set(['program', 'module', 'translation_unit']);

/** Bodies of classes (and namespaces): every member is independent of its neighbours' order. */
export const MEMBER_LISTS = new Set([
  'class_body',
  'interface_body',
  'enum_body_declarations',
  'field_declaration_list',
  'declaration_list',
  'object_type',
]);

/** Top-level declarations that may move freely (statements of a script keep their order). */
export const DECLARATIONS = new Set([
  // Java
  'import_declaration',
  'package_declaration',
  'class_declaration',
  'interface_declaration',
  'enum_declaration',
  'record_declaration',
  'annotation_type_declaration',
  // Python
  'function_definition',
  'class_definition',
  'decorated_definition',
  'import_statement',
  'import_from_statement',
  'future_import_statement',
  // C and C++ (function_definition above)
  'declaration',
  'preproc_include',
  'preproc_def',
  'preproc_function_def',
  'type_definition',
  'struct_specifier',
  'union_specifier',
  'enum_specifier',
  'class_specifier',
  'namespace_definition',
  'template_declaration',
  'using_declaration',
  'alias_declaration',
  // JavaScript and TypeScript (class_declaration and import_statement above)
  'function_declaration',
  'generator_function_declaration',
  'abstract_class_declaration',
  'type_alias_declaration',
  'interface_declaration',
  'module',
  'internal_module',
]);

/** Kinds that may have side effects: a dead-looking assignment whose value holds one is kept. */
export const EFFECTS = new Set([
  'call_expression',
  'method_invocation',
  'call',
  'await_expression',
  'await',
  'yield',
  'yield_expression',
  'assignment_expression',
  'assignment',
  'augmented_assignment',
  'augmented_assignment_expression',
  'update_expression',
  'delete_expression',
  'new_expression',
  'explicit_constructor_invocation',
]);

/** Literal conditions that are always false: `if (false)`, `while (0)`. */
export function isFalseLiteral(type: string, text: string): boolean {
  if (type === 'false') return true;
  return (type === 'number_literal' || type === 'integer' || type === 'number' || type === 'decimal_integer_literal') && /^0+$/.test(text);
}

/**
 * Whether a literal says something about who wrote it: not names (see the lexical channel in docs/SIMILARITY.md),
 * not `true`/`null`, not the small numbers every program uses, not one-character strings.
 */
export function isTellingLiteral(type: string, text: string): boolean {
  if (type.endsWith('identifier') || UNTELLING.has(type)) return false;
  if (/^[-+]?[\d.]+[a-zA-Z]?$/.test(text)) return text.replace(/[^\d]/g, '').length > 2;
  return literalText(text).replace(/\s+/g, '').length >= 2;
}

/** A literal's text without its quotes (and string prefixes such as Python's `f`), so `'x'` and `"x"` are one. */
export function literalText(text: string): string {
  return text.replace(/^[a-zA-Z]{0,2}["'`]+|["'`]+$/g, '');
}
const UNTELLING = new Set(['true', 'false', 'none', 'null', 'null_literal', 'undefined', 'boolean_literal', 'character_literal', 'char_literal']);
