import { describe, expect, it } from 'vitest';
import { debianSourceOf } from './host-mirror';

const BOOKWORM = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_CODENAME=bookworm\nID=debian\n';

describe("the host's Debian mirror", () => {
  it('comes from a deb822 source carrying the release and main', () => {
    const deb822 = ['Types: deb\nURIs: http://mirror.example/debian/\nSuites: bookworm bookworm-updates\nComponents: main contrib\n\nTypes: deb\nURIs: http://security.example/debian-security\nSuites: bookworm-security\nComponents: main\n'];
    expect(debianSourceOf({ osRelease: BOOKWORM, lists: [], deb822 })).toEqual({ ok: true, source: { uri: 'http://mirror.example/debian', suite: 'bookworm' } });
  });

  it('comes from a one-line source, options and comments skipped', () => {
    const lists = ['# deb http://old.example/debian bookworm main\ndeb-src http://src.example/debian bookworm main\ndeb [arch=amd64 signed-by=/k.gpg] http://mirror.example/debian bookworm main\n'];
    expect(debianSourceOf({ osRelease: BOOKWORM, lists, deb822: [] })).toEqual({ ok: true, source: { uri: 'http://mirror.example/debian', suite: 'bookworm' } });
  });

  it('skips disabled stanzas, other releases and sources without main', () => {
    const deb822 = [
      'Types: deb\nURIs: http://off.example/debian\nSuites: bookworm\nComponents: main\nEnabled: no\n',
      'Types: deb\nURIs: http://other.example/debian\nSuites: trixie\nComponents: main\n',
      'Types: deb\nURIs: http://contrib.example/debian\nSuites: bookworm\nComponents: contrib\n',
    ];
    const found = debianSourceOf({ osRelease: BOOKWORM, lists: [], deb822 });
    expect(found).toEqual({ ok: false, reason: "The host's apt has no source for bookworm main to build autograder images from." });
  });

  it('needs a Debian release name', () => {
    expect(debianSourceOf({ osRelease: 'ID=alpine\n', lists: [], deb822: [] }).ok).toBe(false);
  });
});
