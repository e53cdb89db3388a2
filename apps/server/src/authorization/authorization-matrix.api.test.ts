import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';
import { ARCHIVED_COURSE_MATRIX } from './archived-course.matrix';
import { ASSIGNMENT_SETUP_MATRIX } from './assignment-setup.matrix';
import { ASSIGNMENTS_MATRIX } from './assignments.matrix';
import { AUTOGRADER_MATRIX } from './autograder.matrix';
import { CALLER_MATRIX } from './caller.matrix';
import { COURSE_SETUP_MATRIX } from './course-setup.matrix';
import { HIDDEN_WORK_MATRIX } from './hidden-work.matrix';
import { routeKey } from './matrix-route';
import { PARTNERS_ON_GRADED_WORK_MATRIX } from './partners-on-graded-work.matrix';
import { PEER_RUBRIC_MATRIX } from './peer-rubric.matrix';
import { PEER_REVIEW_MATRIX } from './peer-review.matrix';
import { RUBRIC_BY_GRADERS_MATRIX } from './rubric-by-graders.matrix';
import { REVIEW_MATRIX } from './review.matrix';
import { SIMILARITY_MATRIX } from './similarity.matrix';
import { SIMILARITY_ACROSS_COURSES_MATRIX } from './similarity-across-courses.matrix';
import { RUBRIC_MATRIX } from './rubric.matrix';
import { SUBMISSIONS_MATRIX } from './submissions.matrix';

// The authorization matrix of docs/QUALITY.md runs in the *.matrix.api.test.ts files, one world each. This file
// checks the matrix against the route table: every route that reaches into a course's objects must have a
// row, and every row must name a registered route.

const t = useTestServer();

/** Only the routes of each suite matter here, whatever its fixture. */
const SUITES: { routes: readonly { method: string; route: string }[] }[] = [COURSE_SETUP_MATRIX, ASSIGNMENTS_MATRIX, RUBRIC_MATRIX, ASSIGNMENT_SETUP_MATRIX, SUBMISSIONS_MATRIX, HIDDEN_WORK_MATRIX, ARCHIVED_COURSE_MATRIX, RUBRIC_BY_GRADERS_MATRIX, CALLER_MATRIX, REVIEW_MATRIX, PARTNERS_ON_GRADED_WORK_MATRIX, AUTOGRADER_MATRIX, SIMILARITY_MATRIX, SIMILARITY_ACROSS_COURSES_MATRIX, PEER_RUBRIC_MATRIX, PEER_REVIEW_MATRIX];

/** Routes that name a course's objects in their path: each must be called by every kind of caller. */
const MUST_BE_COVERED =
  /^\/(courses\/:id\/|sections\/|assignments\/|submissions\/|files\/|comments\/|rubric|fileTemplates\/|submissionTests\/|testCategories\/|testCases\/|testRuns\/|testRunBatches\/|similarityChecks\/|similarityPairs\/)/;

function routeTable(): string[] {
  return t.server.routes.filter((r) => r.method !== 'HEAD').map((r) => routeKey(r));
}

const covered = () => new Set(SUITES.flatMap((suite) => suite.routes.map((route) => routeKey(route))));

describe('authorization matrix coverage', () => {
  it('has a row for every route that names a course, section, assignment, submission, file, comment, rubric, template or test', () => {
    const rows = covered();
    const missing = routeTable().filter((key) => MUST_BE_COVERED.test(key.split(' ')[1]!) && !rows.has(key));
    expect(missing).toEqual([]);
  });

  it('names only registered routes, each once per matrix', () => {
    const table = new Set(routeTable());
    for (const suite of SUITES) {
      const keys = suite.routes.map((route) => routeKey(route));
      expect(keys.filter((key) => !table.has(key)), 'matrix rows for routes that do not exist').toEqual([]);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i), 'routes with two rows in one matrix').toEqual([]);
    }
  });

  it('lists the routes no matrix covers (none of them reaches into a course)', () => {
    const rows = covered();
    const uncovered = routeTable().filter((key) => !rows.has(key));
    // Login, health, client log and web app routes: public, or about no one's data.
    console.info(`Routes outside the authorization matrix:\n  ${uncovered.join('\n  ')}`);
    expect(uncovered.filter((key) => MUST_BE_COVERED.test(key.split(' ')[1]!))).toEqual([]);
  });
});
