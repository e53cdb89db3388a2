import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
import { codeTokens, shade } from './codeTheme';

// The code's syntax colours. They matter only once a file's grammar is loaded, so they come with it (useCodeLook.ts)
// and CodeMirror's language support (@codemirror/language, the Lezer trees) stays out of the code's first paint.

export function codeHighlightStyle(dark: boolean): HighlightStyle {
  const tokens = codeTokens(dark);
  const c = (colour: Parameters<typeof shade>[2]) => shade(tokens, dark, colour);
  return HighlightStyle.define(
    [
      { tag: [t.keyword, t.modifier, t.controlKeyword, t.operatorKeyword, t.definitionKeyword, t.moduleKeyword], color: c('purple') },
      { tag: [t.string, t.special(t.string), t.regexp, t.character], color: c('green') },
      { tag: [t.number, t.bool, t.null, t.atom], color: c('volcano') },
      { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], color: tokens.colorTextTertiary, fontStyle: 'italic' },
      { tag: [t.function(t.variableName), t.function(t.propertyName), t.macroName], color: c('blue') },
      { tag: [t.definition(t.variableName), t.definition(t.propertyName)], color: c('geekblue') },
      { tag: [t.typeName, t.className, t.namespace], color: c('gold') },
      { tag: [t.propertyName, t.attributeName], color: c('cyan') },
      { tag: [t.tagName, t.angleBracket], color: c('red') },
      { tag: [t.meta, t.annotation, t.processingInstruction], color: c('magenta') },
      { tag: t.heading, fontWeight: 'bold', color: c('blue') },
      { tag: t.emphasis, fontStyle: 'italic' },
      { tag: t.strong, fontWeight: 'bold' },
      { tag: t.link, textDecoration: 'underline' },
      { tag: t.invalid, color: tokens.colorError },
    ],
    { themeType: dark ? 'dark' : 'light' },
  );
}

/** The syntax colours as a CodeMirror extension. */
export function codeHighlighting(dark: boolean): Extension {
  return syntaxHighlighting(codeHighlightStyle(dark));
}
