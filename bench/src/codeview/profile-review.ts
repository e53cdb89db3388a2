// A profile of the submission view's data on the code-view benchmark's submission (5,000 lines, 300 comments):
// for each route the view loads, the statements one request runs with their time, the time of the request in
// all, and what is left after the statements (decoding rows into objects, the service, validation and
// serialization). On PostgreSQL also EXPLAIN ANALYZE of each statement. Not a suite: a tool to run by hand,
//   npx tsx bench/src/codeview/profile-review.ts            (PGlite)
//   TEST_DATABASE_ADMIN_URL=postgres://… npx tsx bench/src/codeview/profile-review.ts
// Timings vary with the machine's load; the split between statements and the rest is what to read.
import { SubmissionReview } from '@marginalia/contracts';
import { createCourseWorld } from '@marginalia/server/testing/factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from '../production-config';
import { seedCodeViewSubmission } from './seed';

const RUNS = Number(process.env.PROFILE_RUNS ?? 10);

interface Statement {
  sql: string;
  params: unknown[];
  /** Start and end, from the start of the measured call (PGlite runs one statement at a time: the rest wait). */
  from: number;
  ms: number;
}

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

const server = await startTestServer(PRODUCTION_LIKE);
const world = await createCourseWorld(server.ctx);
const seeded = await seedCodeViewSubmission(server.ctx.db, world.course.id, world.people.student, world.people.admin);
// Both drivers hand every statement to `query` of their client (the PGlite instance, the node-postgres pool).
const client = (server.ctx.db as unknown as { session: { client: QueryClient } }).session.client;
const original = client.query.bind(client);
let log: Statement[] | null = null;
let origin = 0;
client.query = async (...args: unknown[]) => {
  const started = performance.now();
  try {
    return await original(...args);
  } finally {
    const [text, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const sqlText = typeof text === 'string' ? text : text.text;
    const values = typeof text === 'string' ? params : (text.values ?? params);
    log?.push({ sql: sqlText, params: values ?? [], from: started - origin, ms: performance.now() - started });
  }
};

async function profile(label: string, url: string) {
  const totals: number[] = [];
  const dbTimes: number[] = [];
  let statements: Statement[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    log = [];
    const started = performance.now();
    origin = started;
    const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${world.tokens.admin}` } });
    totals.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    bytes = response.rawPayload.length;
    dbTimes.push(log.reduce((sum, statement) => sum + statement.ms, 0));
    statements = log;
    log = null;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`\n${label} (${server.database.driver}, ${RUNS} runs, ${(bytes / 1024).toFixed(0)} KB)`);
  console.log(`  request median ${median(totals).toFixed(1)} ms; statements ${statements.length}, summed ${median(dbTimes).toFixed(1)} ms (they overlap when run in parallel)`);
  for (const statement of statements) console.log(`  at ${statement.from.toFixed(1).padStart(6)} for ${statement.ms.toFixed(1).padStart(6)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
  return statements;
}

const id = seeded.submissionId;

/**
 * The review route's work apart: when its last statement ended, and what checking and writing its answer costs
 * (zod's check of the answer as the route's serializer runs it, then JSON.stringify).
 */
async function split() {
  const parts = { request: [] as number[], lastStatementEnd: [] as number[], validate: [] as number[], stringify: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    log = [];
    origin = performance.now();
    const response = await server.app.inject({ method: 'GET', url: `/submissions/${id}/review/`, headers: { authorization: `Bearer ${world.tokens.admin}` } });
    parts.request.push(performance.now() - origin);
    parts.lastStatementEnd.push(Math.max(...log.map((statement) => statement.from + statement.ms)));
    log = null;
    const answer: unknown = JSON.parse(response.body);
    let started = performance.now();
    const checked = SubmissionReview.parse(answer);
    parts.validate.push(performance.now() - started);
    started = performance.now();
    JSON.stringify(checked);
    parts.stringify.push(performance.now() - started);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
  console.log(
    `\nGET /submissions/{id}/review/ split (${server.database.driver}, medians of ${RUNS}): request ${median(parts.request)} ms; last statement ended at ${median(parts.lastStatementEnd)} ms; zod check of the answer ${median(parts.validate)} ms; JSON.stringify ${median(parts.stringify)} ms`,
  );
}
await split();
const routes: Array<[string, string]> = [
  ['GET /submissions/{id}/review/', `/submissions/${id}/review/`],
  ['GET /submissions/{id}/review/files/', `/submissions/${id}/review/files/`],
  ['GET /submissions/{id}/review/grading/', `/submissions/${id}/review/grading/`],
];
for (const [label, url] of routes) {
  const probe = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${world.tokens.admin}` } });
  if (probe.statusCode === 404) continue;
  const statements = await profile(label, url);
  if (server.database.driver !== 'postgres' || process.env.PROFILE_EXPLAIN === '0') continue;
  console.log(`\n  EXPLAIN ANALYZE (${label})`);
  for (const statement of statements) {
    if (!/^\s*(select|with)/i.test(statement.sql)) continue;
    const plan = (await original(`explain (analyze, costs off, timing on) ${statement.sql}`, statement.params)) as { rows: Array<Record<string, string>> };
    console.log(`  -- ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
    for (const row of plan.rows) console.log(`     ${Object.values(row)[0]}`);
  }
}
await server.close();
