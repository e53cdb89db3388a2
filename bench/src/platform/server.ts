// The platform console benchmark's server, in its own process so the load generator does not share its CPU: a fresh
// database with the platform world seeded in bulk. Prints one JSON line with what the benchmark needs, then serves
// until killed.
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from '../production-config';
import { seedPlatform } from './seed';

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const platform = await seedPlatform(server.ctx.db);
console.log(
  JSON.stringify({
    url: server.url,
    token: world.tokens.platformAdmin,
    // For drain()'s cheap authenticated request (a platform admin is an outsider there: a quick refusal is enough).
    courseId: world.course.id,
    organizationId: platform.organizationId,
    platformCourseId: platform.courseId,
    rows: platform.rows,
    seedSeconds: platform.seconds,
    driver: server.database.driver,
  }),
);
