// The reference: bare CodeMirror 6 showing the same file (state, view, line numbers, Python highlighting,
// read only) on an otherwise empty page, bundled and minified in memory with esbuild and served to the browser
// through request interception on a made-up origin. Same kind of delivery as the app: an HTML page and a script.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const BARE_ORIGIN = 'http://bare.bench';
/** The bare editor scrolls itself; the app scrolls code and margin together in an outer container. */
export const BARE_SCROLLER = '.cm-scroller';

const ENTRY = `
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { python } from '@codemirror/lang-python';

const code = JSON.parse(document.getElementById('code').textContent);
new EditorView({
  state: EditorState.create({
    doc: code,
    extensions: [lineNumbers(), python(), syntaxHighlighting(defaultHighlightStyle), EditorState.readOnly.of(true), EditorView.editable.of(false)],
  }),
  parent: document.getElementById('editor'),
});
`;

export interface BarePage {
  html: string;
  script: string;
}

export async function buildBarePage(code: string): Promise<BarePage> {
  const result = await build({
    stdin: {
      contents: ENTRY,
      // Resolved from the web app, so the bundle uses the same CodeMirror packages as the app.
      resolveDir: fileURLToPath(new URL('../../../apps/web', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]!.text;
  // "<" escaped so that the code cannot end the script element early.
  const embedded = JSON.stringify(code).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bare CodeMirror</title>
<style>html, body { margin: 0; } #editor .cm-editor { height: 100vh; } #editor .cm-scroller { overflow: auto; }</style>
<script type="module" src="/bare.js"></script>
</head>
<body>
<div id="editor"></div>
<script type="application/json" id="code">${embedded}</script>
</body>
</html>`;
  return { html, script };
}
