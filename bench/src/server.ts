// The server under test, in its own process so the load generator does not share its CPU.
// Prints one JSON line with what the benchmark needs, then serves until killed.
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { seedGradingCourse } from './grading-course';
import { seedGradingQueue } from './grading-queue';
import { seedLargeRoster } from './large-roster';

// MARGINALIA_REQUEST_TIMINGS=1 npm run bench: answers carry Server-Timing headers (docs/ARCHITECTURE.md).
// Answers are not checked against their contracts, as in production (the tests check them).
const server = await startTestServer({
  LOG_LEVEL: 'silent',
  RESPONSE_VALIDATION: false,
  MARGINALIA_REQUEST_TIMINGS: ['1', 'on', 'true'].includes(process.env.MARGINALIA_REQUEST_TIMINGS ?? ''),
});
const world = await createCourseWorld(server.ctx);
const large = await seedLargeRoster(server.ctx.db, world.organization.id, world.people.admin.id);
const queue = await seedGradingQueue(server.ctx.db, large.courseId);
const grading = await seedGradingCourse(server.ctx.db, world.organization.id, world.people.admin.id);
console.log(
  JSON.stringify({
    url: server.url,
    token: world.tokens.admin,
    courseId: world.course.id,
    largeCourseId: large.courseId,
    largeStudentEmails: large.studentEmails,
    queueAssignmentId: queue.queueAssignmentId,
    gradingCourse: grading,
    // Routes other work may not have added yet are skipped by name, not measured as 404s.
    getRoutes: server.routes.filter((route) => route.method === 'GET').map((route) => route.url),
    driver: server.database.driver,
  }),
);
