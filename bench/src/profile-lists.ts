// The lists of the grading suite one request at a time, with the answer cache: a miss (right after a write to the
// course, so the answer is computed) against a hit (the same request again), median of PROFILE_RUNS each, on the
// grading course (1,000 students, 20,000 comments) as the course admin. Not a suite: a tool to run by hand,
//   npx tsx bench/src/profile-lists.ts            (PGlite)
//   TEST_DATABASE_ADMIN_URL=postgres://… npx tsx bench/src/profile-lists.ts
// Timings vary with the machine's load; the ratio of a miss to a hit is what to read.
import { sql } from 'drizzle-orm';
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { seedGradingCourse } from './grading-course';
import { PRODUCTION_LIKE } from './production-config';

const RUNS = Number(process.env.PROFILE_RUNS ?? 8);

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const grading = await seedGradingCourse(server.ctx.db, world.organization.id, world.people.admin.id);
const assignmentId = grading.assignmentIds[0]!;
const routes: [string, string][] = [
  ['bare list', `/assignments/${assignmentId}/submissions/`],
  ['page of 50', `/assignments/${assignmentId}/submissions/?page=1&page_size=50`],
  ['overview', `/assignments/${assignmentId}/submissionOverview/`],
  ['statistics', `/assignments/${assignmentId}/statistics/`],
  ["course's assignments", `/courses/${grading.courseId}/assignments/`],
];

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${world.tokens.admin}` } });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return { ms, bytes: response.rawPayload.length };
}

// A write that changes nothing shown but counts as a write to the course: its version moves on.
const touchCourse = () => server.ctx.db.execute(sql`update courses set name = name where id = ${grading.courseId}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`\nThe lists one request at a time (${server.database.driver}, ${RUNS} runs each, median ms)`);
for (const [label, url] of routes) {
  await timed(url); // warm the code paths
  const misses: number[] = [];
  const hits: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await touchCourse();
    misses.push((await timed(url)).ms);
    const hit = await timed(url);
    hits.push(hit.ms);
    bytes = hit.bytes;
  }
  console.log(`  ${label.padEnd(22)} ${(bytes / 1024).toFixed(0).padStart(5)} KB   miss ${median(misses).toFixed(1).padStart(7)}   hit ${median(hits).toFixed(1).padStart(6)}`);
}
await server.close();
