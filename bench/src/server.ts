// The server under test, in its own process so the load generator does not share its CPU.
// Prints one JSON line with what the benchmark needs, then serves until killed.
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from './production-config';
import { seedGradingCourse } from './grading-course';
import { seedGradingQueue } from './grading-queue';
import { seedLargeRoster } from './large-roster';

const server = await startTestServer(PRODUCTION_LIKE);
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
