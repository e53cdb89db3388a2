import type { AppContext } from '../core/app-context';
import { createAssignment, createFile, createSubmission } from '../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../testing/test-case-factories';
import { ITS_GRADERS, STAFF, type MatrixSuite } from './matrix-route';
import { freshComment, freshFileTemplate, freshRubricCategory } from './grading-world';
import { createMatrixWorld } from './matrix-world';
import { uploadOneFile } from './multipart-upload';

// The same routes before students may see anything: the assignment is invisible and unpublished and the
// student's submission is not finalized. For the course's students all of it does not exist (404); its staff
// work as usual.

async function createHiddenWorld(ctx: AppContext) {
  const world = await createMatrixWorld(ctx);
  const { db } = ctx;
  const assignment = await createAssignment(db, world.course.id, { isVisible: false, isReleased: false, allowStudentUpload: true });
  const submission = await createSubmission(db, assignment.id, { students: [world.people.student], grader: world.people.grader });
  const file = await createFile(db, submission.id);
  const comment = await freshComment(db, file.id, { authorId: world.people.grader.id });
  const fileTemplate = await freshFileTemplate(db, assignment.id);
  const rubricCategory = await freshRubricCategory(db, assignment.id);
  const testCategory = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, testCategory.id);
  const submissionTest = await createSubmissionTest(db, submission.id, testCase.id);
  return { ...world, assignment, submission, file, comment, fileTemplate, rubricCategory, testCategory, testCase, submissionTest };
}

type HiddenWorld = Awaited<ReturnType<typeof createHiddenWorld>>;

const HIDDEN = { student: 404, otherStudent: 404 } as const;
let sequence = 0;

export const HIDDEN_WORK_MATRIX: MatrixSuite<HiddenWorld> = {
  name: 'work students may not see yet',
  setup: createHiddenWorld,
  routes: [
    { method: 'GET', route: '/assignments/:id/', path: (w) => `/assignments/${w.assignment.id}/`, allow: STAFF, deny: HIDDEN },
    {
      method: 'GET',
      route: '/assignments/:id/submissions/',
      path: (w) => `/assignments/${w.assignment.id}/submissions/?student=${encodeURIComponent(w.people.student.email)}`,
      allow: STAFF,
      deny: HIDDEN,
    },
    { method: 'GET', route: '/assignments/:id/statistics/', path: (w) => `/assignments/${w.assignment.id}/statistics/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/assignments/:id/rubric/', path: (w) => `/assignments/${w.assignment.id}/rubric/`, allow: STAFF, deny: HIDDEN },
    {
      method: 'POST',
      route: '/assignments/:id/upload/',
      path: async (w, ctx) => {
        const hidden = await createAssignment(ctx.db, w.course.id, { isVisible: false, allowStudentUpload: true, name: `Hidden upload ${++sequence}` });
        return `/assignments/${hidden.id}/upload/`;
      },
      raw: (w) => uploadOneFile(w.people.student.email),
      allow: ['admin'],
      deny: HIDDEN,
    },
    { method: 'GET', route: '/fileTemplates/:id/', path: (w) => `/fileTemplates/${w.fileTemplate.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.rubricCategory.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/testCategories/:id/', path: (w) => `/testCategories/${w.testCategory.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/testCases/:id/', path: (w) => `/testCases/${w.testCase.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/submissions/:id/', path: (w) => `/submissions/${w.submission.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/submissions/:id/history/', path: (w) => `/submissions/${w.submission.id}/history/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/files/:id/', path: (w) => `/files/${w.file.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/files/:id/download/', path: (w) => `/files/${w.file.id}/download/`, allow: STAFF, deny: HIDDEN },
    { method: 'GET', route: '/comments/:id/', path: (w) => `/comments/${w.comment.id}/`, allow: STAFF, deny: HIDDEN },
    { method: 'PATCH', route: '/comments/:id/feedback/', path: (w) => `/comments/${w.comment.id}/feedback/`, body: () => ({ feedback: 1 }), allow: [], deny: HIDDEN },
    { method: 'GET', route: '/submissionTests/:id/', path: (w) => `/submissionTests/${w.submissionTest.id}/`, allow: STAFF, deny: HIDDEN },
    {
      method: 'PATCH',
      route: '/submissionTests/:id/',
      path: (w) => `/submissionTests/${w.submissionTest.id}/`,
      body: () => ({ passed: true }),
      allow: ITS_GRADERS,
      deny: HIDDEN,
    },
  ],
};
