// The references: bare CodeMirror 6 showing the same file (state, view, line numbers, Python highlighting, read
// only) on an otherwise empty page, and the same editor inside the smallest page the app's stack can make (React
// and Ant Design: the floor below which no page of the app can show code). Each is bundled and minified in memory
// with esbuild and served to the browser through request interception on a made-up origin: an HTML page and a
// script, the same kind of delivery as the app, with the file embedded in the page (no data request).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const BARE_ORIGIN = 'http://bare.bench';
/** The reference editors scroll themselves; the app scrolls code and margin together in an outer container. */
export const BARE_SCROLLER = '.cm-scroller';

const EDITOR = `
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { python } from '@codemirror/lang-python';

const code = JSON.parse(document.getElementById('code').textContent);
function showCode(parent) {
  return new EditorView({
    state: EditorState.create({
      doc: code,
      extensions: [lineNumbers(), python(), syntaxHighlighting(defaultHighlightStyle), EditorState.readOnly.of(true), EditorView.editable.of(false)],
    }),
    parent,
  });
}
`;

const BARE_ENTRY = `${EDITOR}
showCode(document.getElementById('editor'));
`;

// The editor mounts in a React effect, as a component's would.
const REACT_EDITOR = `${EDITOR}
import { createElement as h, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

function Editor() {
  const parent = useRef(null);
  useEffect(() => {
    const view = showCode(parent.current);
    return () => view.destroy();
  }, []);
  return h('div', { ref: parent, id: 'editor' });
}
`;

// React alone: a plain header above the editor.
const REACT_FLOOR_ENTRY = `${REACT_EDITOR}
createRoot(document.getElementById('root')).render(
  h('div', null, h('header', { style: { height: 64 } }, 'submission.py'), h(Editor)),
);
`;

// React renders an Ant Design frame (theme, layout, a header with a title and a button) around the editor: the
// least any page of the app does before its code shows.
const STACK_FLOOR_ENTRY = `${REACT_EDITOR}
import { Button, ConfigProvider, Layout, Typography } from 'antd';

function Page() {
  return h(ConfigProvider, { theme: { token: { colorPrimary: '#2e7d32' } } },
    h(Layout, null,
      h(Layout.Header, { style: { display: 'flex', alignItems: 'center', gap: 16 } },
        h(Typography.Text, { strong: true, style: { color: '#fff' } }, 'submission.py'),
        h(Button, { type: 'primary' }, 'Done')),
      h(Layout.Content, null, h(Editor))));
}

createRoot(document.getElementById('root')).render(h(Page));
`;

export interface BarePage {
  html: string;
  script: string;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: entry,
      // Resolved from the web app, so the bundle uses the same CodeMirror, React and Ant Design as the app.
      resolveDir: fileURLToPath(new URL('../../../apps/web', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    // React's production build, as the app ships.
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function page(title: string, body: string, style: string, code: string): string {
  // "<" escaped so that the code cannot end the script element early.
  const embedded = JSON.stringify(code).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>html, body { margin: 0; } ${style}</style>
<script type="module" src="/bare.js"></script>
</head>
<body>
${body}
<script type="application/json" id="code">${embedded}</script>
</body>
</html>`;
}

export async function buildBarePage(code: string): Promise<BarePage> {
  return {
    html: page('Bare CodeMirror', '<div id="editor"></div>', '#editor .cm-editor { height: 100vh; } #editor .cm-scroller { overflow: auto; }', code),
    script: await bundle(BARE_ENTRY),
  };
}

export interface ReferencePage {
  /** The row of the suite's table. */
  row: string;
  page: BarePage;
}

/**
 * The same editor in the smallest page of the app's stack, with React alone and with React and Ant Design (the
 * header above it takes 64 px of the height): what the stack costs before any of the app's own work.
 */
export async function buildStackFloorPages(code: string): Promise<ReferencePage[]> {
  const html = (title: string) =>
    page(title, '<div id="root"></div>', '#editor .cm-editor { height: calc(100vh - 64px); } #editor .cm-scroller { overflow: auto; }', code);
  return [
    { row: 'code visible, React + CodeMirror alone (ms)', page: { html: html('CodeMirror in React'), script: await bundle(REACT_FLOOR_ENTRY) } },
    {
      row: 'code visible, React + Ant Design + CodeMirror alone (ms)',
      page: { html: html('CodeMirror in React and Ant Design'), script: await bundle(STACK_FLOOR_ENTRY) },
    },
  ];
}
