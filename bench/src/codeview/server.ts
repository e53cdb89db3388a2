// The code-view benchmark's server, in its own process (as in production, the browser does not share its event
// loop): a fresh database with the seeded submission, serving the built web app like `npm start` does. Prints
// one JSON line with what the benchmark needs, then serves until killed.
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from '../production-config';
import { seedCodeViewSubmission } from './seed';

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const seeded = await seedCodeViewSubmission(server.ctx.db, world.course.id, world.people.student, world.people.admin);
console.log(
  JSON.stringify({
    url: server.url,
    token: world.tokens.admin,
    submissionId: seeded.submissionId,
    code: seeded.code,
    webDist: server.ctx.config.WEB_DIST,
    driver: server.database.driver,
  }),
);
