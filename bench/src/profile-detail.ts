// The four detail routes of the grading suite (and the trivial route), one request at a time through app.inject,
// counting the CPU each costs (process.cpuUsage) rather than its wall time: on a shared machine CPU time is what
// other processes disturb least, and what bounds throughput on a server whose requests queue for one engine.
// Routes run in interleaved blocks so that a change of load hits them all alike; then each detail read's
// statement alone. Not a suite: a tool to run by hand,
//   npx tsx bench/src/profile-detail.ts            (PGlite)
//   TEST_DATABASE_ADMIN_URL=postgres://… npx tsx bench/src/profile-detail.ts
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { findSubmissionWithAccess } from '../../apps/server/src/modules/submissions/access-queries';
import { findCommentWithAccess } from '../../apps/server/src/modules/comments/access-queries';
import { findFileWithAccess } from '../../apps/server/src/modules/files/queries';
import { findRubricWithAccess } from '../../apps/server/src/modules/rubric/rubric-tree-query';
import { loadavg } from 'node:os';
import { seedGradingCourse } from './grading-course';
import { PRODUCTION_LIKE } from './production-config';

const PER_ROUTE = Number(process.env.PROFILE_REQUESTS ?? 500);
const BLOCK = 25;

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const grading = await seedGradingCourse(server.ctx.db, world.organization.id, world.people.admin.id);
const adminId = world.people.admin.id;
const pick = (ids: number[], i: number) => ids[i % ids.length]!;
const a = grading.assignmentIds;
const routes: { label: string; url: (i: number) => string; statement?: (i: number) => Promise<unknown> }[] = [
  { label: 'GET /health/', url: () => '/health/' },
  {
    label: 'GET /submissions/{id}/',
    url: (i) => `/submissions/${pick(grading.submissionIds, i)}/`,
    statement: (i) => findSubmissionWithAccess(server.ctx.db, pick(grading.submissionIds, i), adminId),
  },
  {
    label: 'GET /comments/{id}/',
    url: (i) => `/comments/${pick(grading.commentIds, i)}/`,
    statement: (i) => findCommentWithAccess(server.ctx.db, pick(grading.commentIds, i), adminId),
  },
  {
    label: 'GET /files/{id}/',
    url: (i) => `/files/${pick(grading.fileIds, i)}/`,
    statement: (i) => findFileWithAccess(server.ctx.db, pick(grading.fileIds, i), adminId),
  },
  {
    label: 'GET /assignments/{id}/rubric/',
    url: (i) => `/assignments/${pick(a, i)}/rubric/`,
    statement: (i) => findRubricWithAccess(server.ctx.db, pick(a, i), adminId),
  },
];
const headers = { authorization: `Bearer ${world.tokens.admin}` };

async function request(url: string): Promise<void> {
  const response = await server.app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
}

type Sample = { cpu: number; wall: number; n: number };
async function interleaved(kinds: { label: string; run: (i: number) => Promise<unknown> }[]): Promise<Map<string, Sample>> {
  const totals = new Map(kinds.map((kind) => [kind.label, { cpu: 0, wall: 0, n: 0 }]));
  for (const kind of kinds) for (let i = 0; i < BLOCK; i += 1) await kind.run(i); // warm
  for (let done = 0; done < PER_ROUTE; done += BLOCK) {
    for (const kind of kinds) {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      for (let i = done; i < done + BLOCK; i += 1) await kind.run(i);
      const used = process.cpuUsage(cpu);
      const total = totals.get(kind.label)!;
      total.cpu += (used.user + used.system) / 1000;
      total.wall += performance.now() - wall;
      total.n += BLOCK;
    }
  }
  return totals;
}

const print = (title: string, totals: Map<string, Sample>) => {
  console.log(`\n${title} (${server.database.driver}, ${PER_ROUTE} each, load ${loadavg()[0]!.toFixed(1)})`);
  for (const [label, t] of totals) console.log(`  ${label.padEnd(32)} cpu ${(t.cpu / t.n).toFixed(3)} ms   wall ${(t.wall / t.n).toFixed(3)} ms`);
};

print('CPU per request, app.inject', await interleaved(routes.map((route) => ({ label: route.label, run: (i) => request(route.url(i)) }))));
print(
  'CPU per statement, alone',
  await interleaved(routes.filter((route) => route.statement).map((route) => ({ label: route.label, run: route.statement! }))),
);
await server.close();
