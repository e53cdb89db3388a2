// Where the base system of autograder images comes from: the Debian mirror and release the host's own apt uses
// (docs/ARCHITECTURE.md, "Autograder images"), never a hard-coded host, so a server behind a local mirror or a
// proxy builds from what it already trusts.
import { readFileSync, readdirSync } from 'node:fs';

export interface DebianSource {
  /** e.g. http://deb.debian.org/debian */
  uri: string;
  /** The release's code name, e.g. bookworm. */
  suite: string;
}

export interface AptFiles {
  osRelease: string;
  /** One-line sources (`deb URI SUITE COMPONENTS`), from sources.list and sources.list.d/*.list. */
  lists: string[];
  /** deb822 stanzas, from sources.list.d/*.sources. */
  deb822: string[];
}

function codename(osRelease: string): string | null {
  const match = /^VERSION_CODENAME=["']?([a-z0-9-]+)["']?\s*$/m.exec(osRelease);
  return match ? match[1]! : null;
}

interface Entry {
  uris: string[];
  suites: string[];
  components: string[];
}

function oneLineEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line.startsWith('deb ')) continue;
    // Options in brackets (`deb [signed-by=...] URI SUITE ...`) come first.
    const words = line.slice(4).replace(/^\[[^\]]*\]\s*/, '').split(/\s+/);
    if (words.length >= 3) entries.push({ uris: [words[0]!], suites: [words[1]!], components: words.slice(2) });
  }
  return entries;
}

function deb822Entries(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const stanza of text.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    for (const line of stanza.split('\n')) {
      if (line.startsWith('#')) continue;
      const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
      if (match) fields.set(match[1]!.toLowerCase(), match[2]!.trim());
    }
    if (!(fields.get('types') ?? '').split(/\s+/).includes('deb')) continue;
    if ((fields.get('enabled') ?? 'yes').toLowerCase() === 'no') continue;
    entries.push({
      uris: (fields.get('uris') ?? '').split(/\s+/).filter(Boolean),
      suites: (fields.get('suites') ?? '').split(/\s+/).filter(Boolean),
      components: (fields.get('components') ?? '').split(/\s+/).filter(Boolean),
    });
  }
  return entries;
}

/** The first source that carries the host's own release's `main`; null with the reason when there is none. */
export function debianSourceOf(files: AptFiles): { ok: true; source: DebianSource } | { ok: false; reason: string } {
  const suite = codename(files.osRelease);
  if (!suite) return { ok: false, reason: 'The host is not a Debian system with a release code name (VERSION_CODENAME in /etc/os-release).' };
  const entries = [...files.deb822.flatMap(deb822Entries), ...files.lists.flatMap(oneLineEntries)];
  for (const entry of entries) {
    if (!entry.suites.includes(suite) || !entry.components.includes('main')) continue;
    const uri = entry.uris.find((candidate) => /^https?:\/\//.test(candidate));
    if (uri) return { ok: true, source: { uri: uri.replace(/\/+$/, ''), suite } };
  }
  return { ok: false, reason: `The host's apt has no source for ${suite} main to build autograder images from.` };
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function listFolder(folder: string, suffix: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => readOr(`${folder}/${name}`));
  } catch {
    return [];
  }
}

export function hostAptFiles(): AptFiles {
  return {
    osRelease: readOr('/etc/os-release'),
    lists: [readOr('/etc/apt/sources.list'), ...listFolder('/etc/apt/sources.list.d', '.list')],
    deb822: listFolder('/etc/apt/sources.list.d', '.sources'),
  };
}
