import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { adminCoursePath, findCourseByRoute, panelOf, pickDefaultCourse } from '../../routing/adminPaths';

const course = (id: number, name: string, period: string, archived = false): CourseSummary => ({ id, name, period, archived });
const courses = [course(1, 'CS 101', 'Fall 2026'), course(2, 'CS 101', 'Spring 2027'), course(3, 'Algo/Data #2', 'Q1?', true)];

describe('admin console paths', () => {
  it('encodes each segment so that any name survives the round trip through the router', () => {
    const path = adminCoursePath(courses[2]!, 'sections');
    expect(path).toBe('/admin/Algo%2FData%20%232/Q1%3F/sections');
    const [match] = matchRoutes([{ path: '/admin/:courseName?/:period?/:panelName1?/:panelName2?' }], path) ?? [];
    expect(match?.params).toMatchObject({ courseName: 'Algo/Data #2', period: 'Q1?', panelName1: 'sections' });
  });

  it('leaves out the panels it is not given', () => {
    expect(adminCoursePath(courses[0]!)).toBe('/admin/CS%20101/Fall%202026');
    expect(adminCoursePath(courses[0]!, 'roster', 'x')).toBe('/admin/CS%20101/Fall%202026/roster/x');
  });

  it('finds a course by name and period, or by name alone', () => {
    expect(findCourseByRoute(courses, 'CS 101', 'Spring 2027')?.id).toBe(2);
    expect(findCourseByRoute(courses, 'CS 101', undefined)?.id).toBe(1);
    expect(findCourseByRoute(courses, 'CS 101', 'Winter')).toBeUndefined();
    expect(findCourseByRoute(courses, 'cs 101', 'Fall 2026')).toBeUndefined();
  });

  it('opens the remembered course, else the first one', () => {
    expect(pickDefaultCourse(courses, 2)?.id).toBe(2);
    expect(pickDefaultCourse(courses, 99)?.id).toBe(1);
    expect(pickDefaultCourse([], 2)).toBeUndefined();
  });

  it('falls back to the assignments panel for a missing or unknown panel name', () => {
    expect(panelOf('sections')).toBe('sections');
    expect(panelOf(undefined)).toBe('assignments');
    expect(panelOf('nonsense')).toBe('assignments');
  });
});
