import { describe, expect, it } from 'vitest';
import { DEMO_PERIOD, type CourseSummary, type MyCourses } from '@marginalia/contracts';
import { makeUser } from '../../test/fakes';
import { helpWidgetVisible } from './helpVisibility';

const course = (id: number, period = 'Fall 2026'): CourseSummary => ({ id, name: `Course ${id}`, period, archived: false });
const mine = (changes: Partial<MyCourses>): MyCourses => ({ studentCourses: [], graderCourses: [], superGraderCourses: [], courseadminCourses: [], ...changes });

describe('helpWidgetVisible (docs/PRODUCT.md §6)', () => {
  it('shows the button to students, graders and admins with a real course', () => {
    expect(helpWidgetVisible(makeUser({ studentCourses: [1] }), mine({ studentCourses: [course(1)] }))).toBe(true);
    expect(helpWidgetVisible(makeUser({ graderCourses: [2] }), mine({ graderCourses: [course(2)] }))).toBe(true);
    expect(helpWidgetVisible(makeUser({ courseadminCourses: [3], graderCourses: [3] }), mine({ courseadminCourses: [course(3)], graderCourses: [course(3)] }))).toBe(
      true,
    );
  });

  it('hides it from a user whose only course is the sample course, whatever their role in it', () => {
    const sample = course(9, DEMO_PERIOD);
    expect(helpWidgetVisible(makeUser({ studentCourses: [9] }), mine({ studentCourses: [sample] }))).toBe(false);
    expect(helpWidgetVisible(makeUser({ courseadminCourses: [9], graderCourses: [9], canCreateCourses: true }), mine({ courseadminCourses: [sample], graderCourses: [sample] }))).toBe(
      false,
    );
  });

  it('shows it to someone with the sample course and another one, without waiting for their courses', () => {
    expect(helpWidgetVisible(makeUser({ studentCourses: [9, 4] }), undefined)).toBe(true);
    expect(helpWidgetVisible(makeUser({ studentCourses: [9], graderCourses: [4] }), undefined)).toBe(true);
  });

  it('hides it from a one-course user while their courses are loading or could not be read', () => {
    expect(helpWidgetVisible(makeUser({ studentCourses: [1] }), undefined)).toBe(false);
    expect(helpWidgetVisible(makeUser({ studentCourses: [1] }), mine({}))).toBe(false);
  });

  it('shows it to an instructor who has not made a course yet, and not to a user without any role', () => {
    expect(helpWidgetVisible(makeUser({ canCreateCourses: true }), undefined)).toBe(true);
    expect(helpWidgetVisible(makeUser({}), undefined)).toBe(false);
  });
});
