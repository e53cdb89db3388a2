import { describe, expect, it } from 'vitest';
import { organizationName } from './organizationName';

describe('organizationName', () => {
  it('adds the short name in parentheses only when there is one', () => {
    expect(organizationName({ name: 'Riverside University', shortname: 'RU' })).toBe('Riverside University (RU)');
    expect(organizationName({ name: 'Riverside University', shortname: '' })).toBe('Riverside University');
    expect(organizationName({ name: 'Riverside University', shortname: '  ' })).toBe('Riverside University');
    expect(organizationName({ name: 'MIT', shortname: 'MIT' })).toBe('MIT');
  });
});
