// The `peer-review` suite: a double-blind peer review run for a class of hundreds (seed.ts: 500 students by default,
// BENCH_PEER_STUDENTS), through the API as its callers make it. The course admin sets the stage (3 reviews each,
// double-blind, weight 0.3) and opens it (allocating every review); reads the allocation and its CSV; a sample of
// students (BENCH_PEER_SAMPLE, 50) each list their reviews and do all of them: read the submission, comment with a
// rubric item, submit. The rest of the class reviews in bulk (most of it; the others miss), five latecomers submit
// and the tick weaves them in; the admin closes (every grade recomputed with the weight), reads the comparison
// and single reviews, exports the grades; the sampled students read their code view with the feedback. Calls are
// made one at a time, as the people would; each row prints count, p50, p95, p99 and max, and reads are judged
// against docs/QUALITY.md's targets. One-off writes (open, close, the tick) are plain numbers. With
// MARGINALIA_REQUEST_TIMINGS=1 two columns give the most statements one call of the row ran (a count that grows
// with the class would be a query per row) and the median time in them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PEER_CLASS } from './seed';
import { statementsOf, tableRows, type RowKind, type TimedRow } from './timings';

const SAMPLE = Number(process.env.BENCH_PEER_SAMPLE ?? 50);
/** How many times a repeatable staff read or write is measured. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);

interface PeerTarget {
  url: string;
  token: string;
  courseId: number;
  assignmentId: number;
  rubricItemIds: number[];
  studentTokens: string[];
  lateTokens: string[];
  submissions: number;
  partnered: number;
  seedSeconds: number;
  driver: string;
}

interface Answer {
  status: number;
  body: unknown;
}

async function startPeerServer(databaseUrl: string | null) {
  const env = databaseUrl ? { ...process.env, TEST_DATABASE_ADMIN_URL: databaseUrl } : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env,
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await Promise.race([
      lines.next(),
      new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`peer-review bench server exited with ${code}`)))),
    ]);
    if (line.done) throw new Error('peer-review bench server closed its output');
    return JSON.parse(line.value) as unknown;
  };
  const target = (await next()) as PeerTarget;
  /** A command without a route (see server.ts); answers what it did and its duration as the server measured it. */
  const command = async (name: 'reviewed' | 'late' | 'tick') => {
    child.stdin!.write(`${JSON.stringify({ command: name })}\n`);
    return (await next()) as { outcome: string | number; ms: number };
  };
  return { target, command, stop: () => child.kill('SIGTERM') };
}

/** Every measured call, per row; rows print in the order they were first used. */
class Recorder {
  readonly rows: TimedRow[] = [];

  constructor(private readonly url: string) {}

  private row(call: string, caller: string, kind: RowKind): TimedRow {
    let found = this.rows.find((row) => row.call === call && row.caller === caller);
    if (!found) {
      found = { call, caller, kind, latencies: [], failures: 0, queries: null, dbMs: [] };
      this.rows.push(found);
    }
    return found;
  }

  /** Makes the call, times it to the last byte of the answer, and records it under `call`. */
  async call(call: string, caller: string, kind: RowKind, token: string, method: string, path: string, body?: unknown, expected = [200, 201]): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `JWT ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(this.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const row = this.row(call, caller, kind);
    const statements = statementsOf(response.headers.get('server-timing'));
    if (statements) {
      row.queries = Math.max(row.queries ?? 0, statements.queries);
      row.dbMs.push(statements.ms);
    }
    if (expected.includes(response.status)) row.latencies.push(elapsed);
    else {
      row.failures += 1;
      if (row.failures === 1) console.error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text;
    return { status: response.status, body: json };
  }

  /** A duration measured elsewhere (the tick, inside the server). */
  add(call: string, caller: string, ms: number): void {
    this.row(call, caller, 'write').latencies.push(ms);
  }
}

interface ToDo {
  id: number;
  submission: number;
}

/** Students spread over the whole class (the partnered ones at its start included). */
function sampleOf<T>(items: readonly T[], size: number): T[] {
  const step = Math.max(1, Math.floor(items.length / size));
  return items.filter((_, i) => i % step === 0).slice(0, size);
}

/** Reviewer reads whose file headers came back with nothing masked (a double-blind read must mask the authors). */
const unmasked = { count: 0 };

/** One student doing each of their reviews: read the submission, comment with a rubric item, submit. */
async function review(rec: Recorder, token: string, target: PeerTarget, turn: number) {
  const mine = await rec.call('GET /peerReviews/', 'student', 'list', token, 'GET', '/peerReviews/');
  const toDo = (mine.body as { toDo: ToDo[] }).toDo;
  for (const [i, item] of toDo.entries()) {
    const view = await rec.call('GET /peerReviews/{id}/submission/', 'reviewer', 'detail', token, 'GET', `/peerReviews/${item.id}/submission/`);
    const read = view.body as { files: { id: number }[]; masked: number };
    // The header names the authors: under double-blind anonymity every read must mask them.
    if (view.status === 200 && !(read.masked > 0)) unmasked.count += 1;
    const file = read.files[0];
    if (!file) continue;
    const rubricComment = target.rubricItemIds[(turn + i) % target.rubricItemIds.length];
    await rec.call('POST /comments/ (peer, rubric item)', 'reviewer', 'write', token, 'POST', '/comments/', {
      file: file.id,
      text: 'Naming the running total after what it holds would help.',
      rubricComment,
      startChar: 4,
      endChar: 9,
      startLine: 5,
      endLine: 5,
    });
    await rec.call('POST /peerReviews/{id}/submit/', 'reviewer', 'write', token, 'POST', `/peerReviews/${item.id}/submit/`);
  }
}

/** `databaseUrl`: the throwaway PostgreSQL cluster when the bench runs on PostgreSQL, else TEST_DATABASE_ADMIN_URL or PGlite. */
export async function runPeerReviewSuite(databaseUrl: string | null): Promise<void> {
  const { target, command, stop } = await startPeerServer(databaseUrl);
  try {
    const rec = new Recorder(target.url);
    const admin = target.token;
    const a = `/assignments/${target.assignmentId}`;
    const repeat = async (times: number, run: () => Promise<unknown>) => {
      for (let i = 0; i < times; i += 1) await run();
    };

    // Setting up and opening.
    const settings = { enabled: true, reviewsPerStudent: 3, anonymity: 'double', weight: 0.3, minComments: 1 };
    await repeat(5, () => rec.call('PATCH /assignments/{id}/peerReview/', 'admin', 'write', admin, 'PATCH', `${a}/peerReview/`, settings));
    await rec.call('POST /assignments/{id}/peerReview/open/ (allocates all)', 'admin', 'write', admin, 'POST', `${a}/peerReview/open/`);
    await repeat(REPEATS, () => rec.call('GET /assignments/{id}/peerReview/ (stage)', 'admin', 'detail', admin, 'GET', `${a}/peerReview/`));
    await repeat(REPEATS, () => rec.call('GET /assignments/{id}/peerReviews/ (allocation)', 'admin', 'list', admin, 'GET', `${a}/peerReviews/`));
    await repeat(REPEATS, () => rec.call('GET /assignments/{id}/peerReviews/csv/', 'admin', 'list', admin, 'GET', `${a}/peerReviews/csv/`));

    // The sampled students review; the rest of the class in bulk.
    const sampled = sampleOf(target.studentTokens, SAMPLE);
    for (const [turn, token] of sampled.entries()) await review(rec, token, target, turn);
    const bulk = await command('reviewed');

    // Latecomers, woven in by the tick.
    await command('late');
    const tick = await command('tick');
    rec.add(`tick: weave in ${target.lateTokens.length} late submissions (${tick.outcome})`, 'job', tick.ms);
    const idle = await command('tick');
    rec.add(`tick: nothing to change (${idle.outcome})`, 'job', idle.ms);
    let latecomerReviews = 0;
    for (const token of target.lateTokens) {
      const mine = await rec.call('GET /peerReviews/', 'latecomer', 'list', token, 'GET', '/peerReviews/');
      latecomerReviews += (mine.body as { toDo: ToDo[] }).toDo.length;
    }

    // Closing, grading the reviewing, staff's reads, the export.
    await rec.call('POST /assignments/{id}/peerReview/close/ (recomputes grades)', 'admin', 'write', admin, 'POST', `${a}/peerReview/close/`);
    await repeat(REPEATS, () => rec.call('GET /assignments/{id}/peerReviews/grading/', 'admin', 'list', admin, 'GET', `${a}/peerReviews/grading/`));
    const allocation = (await rec.call('GET /assignments/{id}/peerReviews/ (allocation)', 'admin', 'list', admin, 'GET', `${a}/peerReviews/`)).body as { id: number; submittedAt: string | null }[];
    const submitted = allocation.filter((item) => item.submittedAt !== null);
    for (const item of sampleOf(submitted, SAMPLE)) {
      await rec.call('GET /peerReviews/{id}/ (staff detail)', 'admin', 'detail', admin, 'GET', `/peerReviews/${item.id}/`);
    }
    await repeat(REPEATS, () => rec.call('GET /assignments/{id}/exportGrades/', 'admin', 'list', admin, 'GET', `${a}/exportGrades/`));

    // Authors read their feedback: the console's lists, then the code view with the peer comments.
    let received = 0;
    for (const token of sampled) {
      const mine = await rec.call('GET /peerReviews/ (after the close)', 'author', 'list', token, 'GET', '/peerReviews/');
      const reviews = (mine.body as { received: { submission: number }[] }).received;
      received += reviews.length;
      const submission = reviews[0]?.submission;
      if (submission) await rec.call('GET /submissions/{id}/review/ (with peer feedback)', 'author', 'detail', token, 'GET', `/submissions/${submission}/review/`);
    }

    const students = target.studentTokens.length;
    console.log(
      `\nPeer review — ${students} students (+${target.lateTokens.length} late), ${target.submissions} submissions (${target.partnered} by two partners), ` +
        `3 reviews each, double-blind, weight 0.3; database: ${target.driver}`,
    );
    console.log(
      `Seeded in ${target.seedSeconds.toFixed(1)} s. ${sampled.length} sampled students reviewed through the API; ${bulk.outcome} more reviews submitted in bulk ` +
        `(${Math.round(bulk.ms)} ms); latecomers given ${latecomerReviews} reviews to do; sampled authors received ${received} reviews. ` +
        `Reviewer reads with the authors' names unmasked: ${unmasked.count}. Calls one at a time; ${REPEATS} repeats of each staff read.\n`,
    );
    console.table(tableRows(rec.rows));
    console.log(`Targets (docs/QUALITY.md): list p99 <= 200 ms, detail p99 <= 150 ms for reads; writes and the tick are reported, not judged.`);
    console.log(`Class size: BENCH_PEER_STUDENTS=${PEER_CLASS.students}; sample: BENCH_PEER_SAMPLE=${SAMPLE}.`);
  } finally {
    stop();
  }
}
