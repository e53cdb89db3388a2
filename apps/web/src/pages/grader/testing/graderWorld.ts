import type { Course } from '@marginalia/contracts';
import { makeCourse } from '../../../test/fakeAdminServer';
import { fakeGraderServer, makeAssignment, type FakeSubmission } from './fakeGraderServer';

// A small course for the grader console's tests: two assignments, submissions in every state, two graders.

export const ME = 'tom@demo.edu';
export const OTHER_GRADER = 'ann@demo.edu';

export const intro = makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026' });
export const algo = makeCourse({ id: 2, name: 'Algorithms', period: 'Spring 2027' });

export const hw1 = makeAssignment({ id: 11, name: 'HW 1', course: 1, isReleased: true, sortKey: 1 });
export const hw2 = makeAssignment({ id: 12, name: 'HW 2/Part #1', course: 1, isVisible: false, sortKey: 2 });

export function submission(id: number, changes: Partial<FakeSubmission> = {}): FakeSubmission {
  return { id, assignment: hw1.id, students: [`s${id}@demo.edu`], sections: [], grader: null, isFinalized: false, grade: null, ...changes };
}

export const hw1Submissions: FakeSubmission[] = [
  submission(101, { grader: ME, sections: ['Lab A'], grade: 7 }),
  submission(102, { grader: ME, isFinalized: true, sections: ['Lab B'], grade: 9.5 }),
  submission(103, { grader: OTHER_GRADER, sections: ['Lab A'] }),
  submission(104, { sections: ['Lab B'] }),
  submission(105, {}),
];

interface WorldOptions {
  courses?: Course[];
  submissions?: FakeSubmission[];
  courseChanges?: Partial<Course>;
}

export function graderWorld({ courses, submissions = hw1Submissions, courseChanges }: WorldOptions = {}) {
  return fakeGraderServer({
    me: ME,
    courses: courses ?? [{ ...intro, ...courseChanges }, algo],
    assignments: [hw2, hw1],
    submissions,
  });
}

export const HW1_PATH = '/grader/Intro%20to%20Programming/Fall%202026/HW%201';
