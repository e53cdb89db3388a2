import { readFile } from 'node:fs/promises';
import { minify, transformWithOxc, type Plugin } from 'vite';

/** `export` before a declaration; the file's own exports are all of this form (checked below). */
const EXPORTED_DECLARATION = /^export (?=(?:const|let|function|async function|class|interface|type) )/gm;

/** The module's text as a plain script: its declarations without `export`, compiled, wrapped in a function, minified. */
export async function compilePageLoadScript(text: string, source: string): Promise<string> {
  const declarations = text.replace(EXPORTED_DECLARATION, '');
  if (/^\s*(?:import|export)\b/m.test(declarations)) throw new Error(`${source} must import nothing and export only declarations.`);
  const compiled = await transformWithOxc(declarations, source, { lang: 'ts' });
  const minified = await minify('pageLoadReads.js', `(() => {\n${compiled.code}\n})();`, { module: false });
  if (minified.errors.length > 0) throw new Error(`${source}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code;
}

/**
 * Puts the page-load reads (src/boot/pageLoadReads.ts) at the end of index.html's head as a plain script of its
 * own: the browser runs it as soon as it arrives, before any of the app's modules (those wait for the document,
 * and the app's first files are already being fetched beside it), and it starts the reads the address tells.
 * Plain, not a module: an async module could wait behind the compiling of the app's first files. The attribute
 * is how the script knows it was loaded this way.
 *
 * The file imports nothing, so it is only compiled, wrapped and minified here, not bundled: emitted apart from
 * the app's chunks, it cannot be merged into them (the app imports the same module, which the bundler puts in its
 * first chunk). The two copies share the reads through one table on the window, so nothing is asked twice.
 */
export function pageLoadReadsScript(source: string): Plugin {
  let base = '/';
  let fileName = '';
  return {
    name: 'marginalia-page-load-reads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const code = await compilePageLoadScript(await readFile(source, 'utf8'), source);
      fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'pageLoadReads.js', source: code }));
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [{ tag: 'script', attrs: { src: `${base}${fileName}`, 'data-page-load-reads': true }, injectTo: 'head' }];
      },
    },
  };
}
