import { describe, expect, it } from 'vitest';
import { fullRole, nextLink, parseMember } from './nrps';

// Reading an NRPS 2.0 member list (docs/LMS.md, "Roster sync"): the next page's link, members, roles.

describe('the next page of a member list', () => {
  it('is the link whose rel is next, among others', () => {
    expect(nextLink('<https://lms.example/m?page=2>; rel="next"')).toBe('https://lms.example/m?page=2');
    expect(nextLink('<https://lms.example/m?page=1>; rel="first", <https://lms.example/m?page=3>; rel="next", <https://lms.example/m?page=9>; rel="last"')).toBe(
      'https://lms.example/m?page=3',
    );
    expect(nextLink('<https://lms.example/m?page=3>; rel=next')).toBe('https://lms.example/m?page=3');
    expect(nextLink('<https://lms.example/m?a=1,b=2>; rel="prev next"')).toBe('https://lms.example/m?a=1,b=2');
  });

  it('is absent without a next link', () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('<https://lms.example/m?page=1>; rel="first"')).toBeNull();
    expect(nextLink('<https://lms.example/m?page=1>; rel="nextish"')).toBeNull();
  });
});

describe('a member of the list', () => {
  it('carries its user id, full roles, status, e-mail and name', () => {
    expect(parseMember({ user_id: 'u1', roles: ['Learner', 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'], status: 'Inactive', email: 'A@Example.edu', name: 'A B' })).toEqual({
      userId: 'u1',
      roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'],
      active: false,
      email: 'a@example.edu',
      name: 'A B',
    });
  });

  it('is active without a status, and nothing without a user id', () => {
    expect(parseMember({ user_id: 'u2', roles: [] })).toMatchObject({ active: true, email: null, name: null });
    expect(parseMember({ roles: ['Learner'] })).toBeNull();
    expect(parseMember('u3')).toBeNull();
    expect(parseMember({ user_id: 'u4', status: 'Deleted' })!.active).toBe(false);
  });

  it('expands short role names, sub-roles included', () => {
    expect(fullRole('Instructor#TeachingAssistant')).toBe('http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant');
    expect(fullRole('Instructor')).toBe('http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor');
  });
});
