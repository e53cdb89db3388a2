import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { findGraderCourse, gradedCourses, graderPanelOf, graderPath, pickDefaultAssignment } from '../../routing/graderPaths';
import { makeAssignment } from './testing/fakeGraderServer';

const course = (id: number, name: string, period: string): CourseSummary => ({ id, name, period, archived: false });
const odd = course(3, 'Algo/Data #2', 'Q1?');

describe('grader console paths', () => {
  it('encodes each segment so that any name survives the round trip through the router', () => {
    const path = graderPath(odd, makeAssignment({ id: 1, name: 'HW 2/3?', course: 3 }), 'all');
    expect(path).toBe('/grader/Algo%2FData%20%232/Q1%3F/HW%202%2F3%3F/all');
    const [match] = matchRoutes([{ path: '/grader/:courseName?/:period?/:assignmentName?/:panelName1?' }], path) ?? [];
    expect(match?.params).toMatchObject({ courseName: 'Algo/Data #2', period: 'Q1?', assignmentName: 'HW 2/3?', panelName1: 'all' });
  });

  it('leaves out what it is not given, and a panel without an assignment', () => {
    expect(graderPath(course(1, 'CS 101', 'Fall'))).toBe('/grader/CS%20101/Fall');
    expect(graderPath(course(1, 'CS 101', 'Fall'), undefined, 'mine')).toBe('/grader/CS%20101/Fall');
  });

  it('opens the queue for a missing or unknown panel', () => {
    expect(graderPanelOf(undefined)).toBe('queue');
    expect(graderPanelOf('nope')).toBe('queue');
    expect(graderPanelOf('section')).toBe('section');
  });

  it('finds courses by name and period and picks the remembered assignment, else the first', () => {
    const courses = [course(1, 'CS 101', 'Fall'), course(2, 'CS 101', 'Spring')];
    expect(findGraderCourse(courses, 'CS 101', 'Spring')?.id).toBe(2);
    expect(findGraderCourse(courses, 'CS 101', undefined)?.id).toBe(1);
    const assignments = [makeAssignment({ id: 5, name: 'A', course: 1 }), makeAssignment({ id: 6, name: 'B', course: 1 })];
    expect(pickDefaultAssignment(assignments, 6)?.id).toBe(6);
    expect(pickDefaultAssignment(assignments, 99)?.id).toBe(5);
  });

  it('lists each graded course once, grader courses first', () => {
    const a = course(1, 'A', 'Fall');
    const b = course(2, 'B', 'Fall');
    expect(gradedCourses({ graderCourses: [a], superGraderCourses: [b, a] }).map((item) => item.id)).toEqual([1, 2]);
  });
});
