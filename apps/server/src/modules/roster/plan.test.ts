import { ROSTER_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { adminErrors, applyAliases, diffRoster, planErrors, planRoster, type RoleSets } from './plan';

function roster(lists: Partial<Record<keyof RoleSets, string[]>>): RoleSets {
  return {
    students: new Set(lists.students),
    graders: new Set(lists.graders),
    superGraders: new Set(lists.superGraders),
    courseAdmins: new Set(lists.courseAdmins),
  };
}

const current = roster({ students: ['s1', 's2'], graders: ['a', 'g', 'sg'], superGraders: ['sg'], courseAdmins: ['a'] });

describe('planRoster', () => {
  it('replaces only the lists given', () => {
    const { next, errors } = planRoster(current, { replace: { students: ['s2', 's3'] } });
    expect([...next.students]).toEqual(['s2', 's3']);
    expect(next.graders).toEqual(current.graders);
    expect(errors).toEqual({});
    expect([...current.students]).toEqual(['s1', 's2']);
  });

  it('drops the super grader role of someone who stops being a grader', () => {
    expect([...planRoster(current, { replace: { graders: ['a', 'g'] } }).next.superGraders]).toEqual([]);
    expect([...planRoster(current, { remove: { graders: ['sg'] } }).next.superGraders]).toEqual([]);
  });

  it('reports named super graders who will not be graders instead of repairing the list', () => {
    const { errors } = planRoster(current, { replace: { graders: ['a', 'g'], superGraders: ['sg', 'g'] } });
    expect(errors).toEqual({ superGraders: [ROSTER_MESSAGES.superGraderNotGrader('sg')] });
  });

  it('makes an added super grader a grader too', () => {
    const { next } = planRoster(current, { add: { superGraders: ['s1'] } });
    expect(next.graders.has('s1')).toBe(true);
    expect(next.superGraders.has('s1')).toBe(true);
  });
});

describe('admin rules', () => {
  it('refuse self-removal only to a caller who holds the admin role', () => {
    const next = roster({ courseAdmins: ['g'] });
    const withAdmins = roster({ courseAdmins: ['a', 'g'] });
    expect(adminErrors(withAdmins, next, 'a')).toEqual([ROSTER_MESSAGES.cannotRemoveSelf]);
    expect(adminErrors(withAdmins, next, null)).toEqual([]);
  });

  it('refuse a change that leaves no admin, but not changes to a course that already had none', () => {
    expect(adminErrors(current, roster({}), null)).toEqual([ROSTER_MESSAGES.courseNeedsAdmin]);
    expect(adminErrors(roster({}), roster({ students: ['s'] }), null)).toEqual([]);
  });

  it('are merged with the plan’s own errors by field', () => {
    const plan = planRoster(current, { replace: { courseAdmins: [], superGraders: ['s1'] } });
    expect(planErrors(plan, current, 'a')).toEqual({
      superGraders: [ROSTER_MESSAGES.superGraderNotGrader('s1')],
      courseAdmins: [ROSTER_MESSAGES.cannotRemoveSelf, ROSTER_MESSAGES.courseNeedsAdmin],
    });
    expect(planErrors(planRoster(current, {}), current, 'a')).toBeNull();
  });
});

describe('diffRoster and applyAliases', () => {
  it('lists activations and deactivations per role', () => {
    const { next } = planRoster(current, { replace: { students: ['s2', 's3'] }, remove: { graders: ['sg'] } });
    expect(diffRoster(current, next)).toEqual({
      activate: [{ email: 's3', role: 'students' }],
      deactivate: [
        { email: 's1', role: 'students' },
        { email: 'sg', role: 'graders' },
        { email: 'sg', role: 'superGraders' },
      ],
    });
  });

  it('maps aliases and collapses duplicates, keeping first-seen order', () => {
    expect(applyAliases(['x', 'alias', 'real', 'x'], new Map([['alias', 'real']]))).toEqual(['x', 'real']);
  });
});
