import type { AppContext } from '../core/app-context';
import { createUser, enroll } from '../testing/factories';
import { createSubmission } from '../testing/submission-factories';
import { createCompletedCheck } from '../testing/similarity-factories';
import { createGradingWorld, freshAssignment, type GradingWorld } from './grading-world';
import { ADMINS, type MatrixSuite } from './matrix-route';
import type { Persona } from './matrix-world';

// Similarity checks that compare another course's assignment (an earlier offering), docs/SIMILARITY.md "Reading
// across courses". The world's assignment has a complete check that also compared two submissions of the other
// course (where `otherAdmin` is the admin and no one of this course has a role): one pair of this course's
// submission with one of theirs, flagged, and one pair of the two of theirs. The check's readers get every route
// as usual, but no answer to anyone names the other course's students; the pair of two of theirs does not exist
// for this course's staff (404). The other course's admin reads that course, yet not this one's check (404).

type AcrossWorld = GradingWorld & { checkId: number; crossPairId: number; foreignPairId: number; foreignEmails: string[] };

async function setup(ctx: AppContext): Promise<AcrossWorld> {
  const world = await createGradingWorld(ctx);
  const { db } = ctx;
  const earlierAssignment = await freshAssignment(db, world.otherCourse.id);
  const alumna = await createUser(db, { organizationId: world.organization.id });
  await enroll(db, world.otherCourse.id, alumna.id, ['student']);
  const theirs = await createSubmission(db, earlierAssignment.id, { students: [world.people.otherCourseStudent], isFinalized: true });
  const alsoTheirs = await createSubmission(db, earlierAssignment.id, { students: [alumna], isFinalized: true });
  const { check, pairs } = await createCompletedCheck(
    db,
    world.assignment.id,
    [world.submission.id],
    [
      { a: world.submission.id, b: theirs.id, similarity: 0.9, reviewStatus: 'flagged' },
      { a: theirs.id, b: alsoTheirs.id, similarity: 0.95, reviewStatus: 'flagged' },
    ],
    [{ assignmentId: earlierAssignment.id, submissionIds: [theirs.id, alsoTheirs.id] }],
  );
  const ofPair = (id: number) => pairs.find((pair) => pair.submissionA === Math.min(id, theirs.id) && pair.submissionB === Math.max(id, theirs.id))!.id;
  return {
    ...world,
    checkId: check.id,
    crossPairId: ofPair(world.submission.id),
    foreignPairId: ofPair(alsoTheirs.id),
    foreignEmails: [world.people.otherCourseStudent.email, alumna.email],
  };
}

const CHECKERS: Persona[] = [...ADMINS, 'superGrader'];
const secrets = (w: AcrossWorld) => w.foreignEmails;
/** The pair of two submissions of the other course: not there for this course's checkers. */
const NOT_THEIRS = { admin: 404, superGrader: 404 } as const;

export const SIMILARITY_ACROSS_COURSES_MATRIX: MatrixSuite<AcrossWorld> = {
  name: 'similarity sides across courses',
  setup,
  routes: [
    { method: 'GET', route: '/similarityChecks/:id/', path: (w) => `/similarityChecks/${w.checkId}/`, allow: CHECKERS, secrets },
    { method: 'GET', route: '/similarityChecks/:id/pairs/', path: (w) => `/similarityChecks/${w.checkId}/pairs/`, allow: CHECKERS, secrets },
    { method: 'GET', route: '/similarityChecks/:id/groups/', path: (w) => `/similarityChecks/${w.checkId}/groups/?minSimilarity=0.05`, allow: CHECKERS, secrets },
    { method: 'GET', route: '/similarityChecks/:id/flagged/', path: (w) => `/similarityChecks/${w.checkId}/flagged/`, allow: CHECKERS, secrets },
    { method: 'GET', route: '/similarityPairs/:id/', path: (w) => `/similarityPairs/${w.crossPairId}/`, allow: CHECKERS, secrets },
    {
      method: 'PATCH',
      route: '/similarityPairs/:id/',
      path: (w) => `/similarityPairs/${w.foreignPairId}/`,
      body: () => ({ status: 'cleared' }),
      allow: [],
      deny: NOT_THEIRS,
      secrets,
    },
  ],
};
