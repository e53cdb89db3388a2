import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodedForm, loadBuiltFiles, matchesEtag } from './built-files';

function buildDir(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'marginalia-built-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'raw');
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), 'brotli');
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), 'gzip');
  writeFileSync(path.join(dist, 'assets', 'data.bin'), 'bytes');
  // A file whose own name ends like a compressed form, with nothing beside it: served by its name.
  writeFileSync(path.join(dist, 'assets', 'archive.gz'), 'an archive');
  return dist;
}

describe('built files in memory', () => {
  it('keeps each file with its compressed forms, under its path, and never the forms by their own names', () => {
    const files = loadBuiltFiles(buildDir());
    expect([...files.keys()].sort()).toEqual(['assets/app.js', 'assets/archive.gz', 'assets/data.bin', 'index.html']);
    const app = files.get('assets/app.js')!;
    expect([app.raw.toString(), app.brotli?.toString(), app.gzip?.toString()]).toEqual(['raw', 'brotli', 'gzip']);
    expect(app.contentType).toBe('application/javascript; charset=utf-8');
    expect(files.get('index.html')!.contentType).toBe('text/html; charset=utf-8');
    expect(files.get('assets/data.bin')!.contentType).toBe('application/octet-stream');
  });

  it('holds nothing when the web app is not built', () => {
    expect(loadBuiltFiles(path.join(tmpdir(), 'marginalia-no-such-build')).size).toBe(0);
  });

  it('sends Brotli, then gzip, then the raw bytes, as the browser accepts them', () => {
    const app = loadBuiltFiles(buildDir()).get('assets/app.js')!;
    expect(encodedForm(app, 'gzip, deflate, br').encoding).toBe('br');
    expect(encodedForm(app, 'gzip, br;q=0').encoding).toBe('gzip');
    expect(encodedForm(app, 'GZIP').encoding).toBe('gzip');
    expect(encodedForm(app, '*').encoding).toBe('gzip');
    expect(encodedForm(app, 'identity').encoding).toBeNull();
    expect(encodedForm(app, undefined)).toEqual({ body: app.raw, encoding: null });
  });

  it('gives the same tag for the same bytes, and recognises it in If-None-Match', () => {
    const first = loadBuiltFiles(buildDir()).get('assets/app.js')!;
    const again = loadBuiltFiles(buildDir()).get('assets/app.js')!;
    expect(first.etag).toBe(again.etag);
    expect(first.etag).not.toBe(loadBuiltFiles(buildDir()).get('index.html')!.etag);
    expect(matchesEtag(`"other", W/${first.etag}`, first.etag)).toBe(true);
    expect(matchesEtag('*', first.etag)).toBe(true);
    expect(matchesEtag('"other"', first.etag)).toBe(false);
    expect(matchesEtag(undefined, first.etag)).toBe(false);
  });
});
