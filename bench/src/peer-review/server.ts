// The peer-review benchmark's server, in its own process so the load generator does not share its CPU: a fresh
// database with the class of seed.ts. Prints one JSON line with what the benchmark needs, then serves until killed.
// It also takes commands on stdin, one JSON line each, for what has no route: `reviewed` has the rest of the class
// review (seedClassReviews), `late` writes the latecomers' submissions, `tick` runs one round of the peer-review
// tick on the assignment; each answers one JSON line with what it did and how long it took.
import { createInterface } from 'node:readline';
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { tendPeerReviewStage } from '@marginalia/server/testing/peer-review-tick';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from '../production-config';
import { seedClassReviews, seedLateSubmissions, seedPeerClass, type Person } from './seed';

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const peer = await seedPeerClass(server.ctx.db, world.organization.id, world.people.admin.id);
// Sessions as a login would give them (seeded people have never changed their password: token version 0).
const sessionOf = (person: Person) => server.ctx.sessions.issue({ userId: person.id, email: person.email, tokenVersion: 0 });
const studentTokens = await Promise.all(peer.students.map(sessionOf));
const lateTokens = await Promise.all(peer.latecomers.map(sessionOf));
console.log(
  JSON.stringify({
    url: server.url,
    token: world.tokens.admin,
    courseId: peer.courseId,
    assignmentId: peer.assignmentId,
    rubricItemIds: peer.rubricItemIds,
    studentTokens,
    lateTokens,
    submissions: peer.submissions,
    partnered: peer.partnered,
    seedSeconds: peer.seconds,
    driver: server.database.driver,
  }),
);

const commands = createInterface({ input: process.stdin });
for await (const line of commands) {
  const { command } = JSON.parse(line) as { command: 'reviewed' | 'late' | 'tick' };
  const started = performance.now();
  const { db } = server.ctx;
  let outcome: string | number;
  if (command === 'reviewed') outcome = await seedClassReviews(db, peer.assignmentId);
  else if (command === 'late') {
    await seedLateSubmissions(db, peer.assignmentId, peer.latecomers.map((person) => person.id));
    outcome = peer.latecomers.length;
  }
  else outcome = await tendPeerReviewStage(db, peer.assignmentId);
  console.log(JSON.stringify({ command, outcome, ms: performance.now() - started }));
}
