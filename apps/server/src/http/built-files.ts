import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's built files, each read into memory the first time it is asked for (the whole build is a few
// megabytes) and answered from memory after that: one write, no file system call, so a first visit's scripts do
// not queue behind the thread pool and, on the embedded database, are not held up between the turns of a long read
// (the database runs on the server's own thread). Start-up only lists the names, so a server (and each test's
// server) does not read and hash files it may never send. The build also writes text files compressed beside
// themselves (`x.js.br`, `x.js.gz`, apps/web/build/precompress.ts); those forms are kept with their file, never
// served by their own name.

export interface BuiltFile {
  readonly raw: Buffer;
  readonly brotli: Buffer | null;
  readonly gzip: Buffer | null;
  readonly contentType: string;
  /** Strong: the same bytes always give the same tag, across restarts and servers. */
  readonly etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSED_FORM = /\.(br|gz)$/;

function* filesUnder(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}

interface Contents {
  raw: Buffer;
  brotli: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/** A built file whose bytes (and their tag) are read once, on first use. */
class LazyBuiltFile implements BuiltFile {
  private contents: Contents | null = null;

  constructor(
    private readonly absolute: string,
    private readonly forms: { brotli: boolean; gzip: boolean },
    readonly contentType: string,
  ) {}

  private read(): Contents {
    if (this.contents) return this.contents;
    const raw = readFileSync(this.absolute);
    this.contents = {
      raw,
      brotli: this.forms.brotli ? readFileSync(`${this.absolute}.br`) : null,
      gzip: this.forms.gzip ? readFileSync(`${this.absolute}.gz`) : null,
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    };
    return this.contents;
  }

  get raw() {
    return this.read().raw;
  }
  get brotli() {
    return this.read().brotli;
  }
  get gzip() {
    return this.read().gzip;
  }
  get etag() {
    return this.read().etag;
  }
}

/** Every built file by its path below `distDir` ('assets/app.js'), with its compressed forms; empty if nothing is built. */
export function loadBuiltFiles(distDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  let names: string[];
  try {
    names = [...filesUnder(distDir)];
  } catch {
    return files;
  }
  const present = new Set(names);
  for (const name of names) {
    if (COMPRESSED_FORM.test(name) && present.has(name.replace(COMPRESSED_FORM, ''))) continue;
    const forms = { brotli: present.has(`${name}.br`), gzip: present.has(`${name}.gz`) };
    const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    files.set(name, new LazyBuiltFile(path.join(distDir, name), forms, contentType));
  }
  return files;
}

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function accepted(header: string): Set<string> {
  const names = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/** The bytes to send for an Accept-Encoding header: Brotli, then gzip, then the file as it is. */
export function encodedForm(file: BuiltFile, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const allowed = accepted(acceptEncoding ?? '');
  if (file.brotli && allowed.has('br')) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && (allowed.has('gzip') || allowed.has('*'))) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.raw, encoding: null };
}

/** Whether an If-None-Match header names this tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
