import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, type CurrentUser } from '@marginalia/contracts';
import { consoleOfPath, decideHome, hasAccess, otherConsoles } from './roles';

const user = (changes: Partial<CurrentUser>): CurrentUser => ({ ...ANONYMOUS_USER, id: 7, email: 'a@b.edu', ...changes });

describe('decideHome', () => {
  it('sends a user with one role straight to that console', () => {
    expect(decideHome(user({ studentCourses: [1] }))).toEqual({ kind: 'redirect', path: '/student' });
    expect(decideHome(user({ graderCourses: [1] }))).toEqual({ kind: 'redirect', path: '/grader' });
    expect(decideHome(user({ canCreateCourses: true }))).toEqual({ kind: 'redirect', path: '/admin' });
  });

  it('lets a user with several roles choose', () => {
    expect(decideHome(user({ studentCourses: [1], courseadminCourses: [2] }))).toEqual({
      kind: 'choose',
      roles: ['student', 'admin'],
    });
  });

  it('explains when the user has no role yet', () => {
    expect(decideHome(user({}))).toEqual({ kind: 'noRole' });
  });

  it('sends a platform admin in no course to the platform pages, and one in a course to that console', () => {
    expect(decideHome(user({ marginaliaAdmin: true }))).toEqual({ kind: 'redirect', path: '/dashboard' });
    expect(decideHome(user({ marginaliaAdmin: true, graderCourses: [1] }))).toEqual({ kind: 'redirect', path: '/grader' });
  });
});

describe('role switcher and access', () => {
  const everything = user({ studentCourses: [1], graderCourses: [2], courseadminCourses: [3] });

  it('lists the other consoles only', () => {
    expect(otherConsoles(everything, '/grader/CS101/Fall')).toEqual(['student', 'admin']);
    expect(otherConsoles(user({ graderCourses: [2] }), '/grader')).toEqual([]);
    expect(otherConsoles(everything, '/settings')).toEqual(['student', 'grader', 'admin']);
  });

  it('maps paths to consoles without false prefixes', () => {
    expect(consoleOfPath('/admin')).toBe('admin');
    expect(consoleOfPath('/administration')).toBeNull();
  });

  it('guards consoles by role and the dashboard by the platform-admin flag', () => {
    expect(hasAccess(user({ studentCourses: [1] }), 'grader')).toBe(false);
    expect(hasAccess(everything, 'grader')).toBe(true);
    expect(hasAccess(everything, 'platformAdmin')).toBe(false);
    expect(hasAccess(user({ marginaliaAdmin: true }), 'platformAdmin')).toBe(true);
    expect(hasAccess(user({}), 'member')).toBe(true);
  });
});
