// The `platform` suite: the platform console's reads on a server of 500 organizations, 5,000 courses and 200,000
// people (seed.ts), each route measured the way its page calls it: the first page, a search, a sort by a count, an
// organization's courses, a course's people (the drawer), and the weekly analytics. One client, as one platform
// admin clicking through the console: on PGlite (one connection, statements in turn) more clients would only
// queue, and the latencies would measure the queue. The table reports; it asserts nothing.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { drain, measure, type Row } from '../load';
import { PLATFORM, PLATFORM_COURSES } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1);

interface PlatformTarget {
  url: string;
  token: string;
  courseId: number;
  organizationId: number;
  platformCourseId: number;
  rows: Record<string, number>;
  seedSeconds: number;
  driver: string;
}

async function startPlatformServer(databaseUrl: string | null) {
  const env = databaseUrl ? { ...process.env, TEST_DATABASE_ADMIN_URL: databaseUrl } : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const lines = createInterface({ input: child.stdout! });
  const target = await new Promise<PlatformTarget>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as PlatformTarget));
    child.once('exit', (code) => reject(new Error(`platform bench server exited with ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

function rowsFor(target: PlatformTarget): Row[] {
  const row = (route: string, path: string): Row => ({ route, path, auth: path !== '/health/', connections: CLIENTS });
  const org = target.organizationId + 42;
  const course = target.platformCourseId + 1234;
  return [
    row('GET /health/ (trivial)', '/health/'),
    row('GET /platform/summary/', '/platform/summary/'),
    row('GET /platform/courseAdmins/ (first page)', '/platform/courseAdmins/'),
    row('GET /platform/courseAdmins/?search=', '/platform/courseAdmins/?search=bench-person-1999'),
    row('GET /platform/courseAdmins/?sort=adminCount', '/platform/courseAdmins/?sort=adminCount&order=descend'),
    row('GET /platform/organizations/ (first page)', '/platform/organizations/'),
    row('GET /platform/organizations/?search=', '/platform/organizations/?search=university%2042'),
    row('GET /platform/organizations/?sort=courseCount', '/platform/organizations/?sort=courseCount&order=descend'),
    row('GET /platform/organizations/{id}/courses/ (10)', `/platform/organizations/${org}/courses/`),
    row('GET /platform/courses/ (first page)', '/platform/courses/'),
    row('GET /platform/courses/?search=', '/platform/courses/?search=compilers%2042'),
    row('GET /platform/courses/?sort=students', '/platform/courses/?sort=students&order=descend'),
    row('GET /platform/courses/?sort=submissions', '/platform/courses/?sort=submissions&order=descend'),
    row('GET /platform/courses/?sort=lastActivity', '/platform/courses/?sort=lastActivity&order=descend'),
    row('GET /platform/courses/{id}/people/ (drawer)', `/platform/courses/${course}/people/`),
    row('GET /platform/analytics/ (26 weeks)', '/platform/analytics/'),
    row('GET /platform/analytics/?organization=', `/platform/analytics/?organization=${org}`),
  ];
}

/** `databaseUrl`: the throwaway PostgreSQL cluster when the bench runs on PostgreSQL, else null (PGlite). */
export async function runPlatformSuite(databaseUrl: string | null): Promise<void> {
  const { target, stop } = await startPlatformServer(databaseUrl);
  try {
    const rows = rowsFor(target);
    const results = [];
    for (const row of rows) {
      // One request first: an error answer is reported as such instead of being measured.
      const probe = await fetch(target.url + row.path, { headers: row.auth ? { authorization: `JWT ${target.token}` } : {} });
      await probe.arrayBuffer();
      if (!probe.ok) {
        results.push({ route: row.route, 'req/s': '-', 'p50 ms': '-', 'p99 ms': '-', valid: `NO: answers ${probe.status}` });
        continue;
      }
      await measure(target, row, 1);
      await drain(target);
      const result = await measure(target, row, SECONDS);
      results.push({
        route: row.route,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        valid: result.non2xx > 0 || result.errors > 0 ? `NO: ${result.non2xx} non-2xx, ${result.errors} errors/timeouts` : 'yes',
      });
    }
    const sizes = Object.entries(target.rows)
      .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
      .join(', ');
    console.log(
      `\nPlatform console — ${PLATFORM.organizations} organizations, ${PLATFORM_COURSES.toLocaleString('en-US')} courses, ` +
        `${PLATFORM.users.toLocaleString('en-US')} people; ${CLIENTS} client(s), ${SECONDS} s per route, database: ${target.driver}`,
    );
    console.log(`Seeded in ${target.seedSeconds.toFixed(1)} s: ${sizes}\n`);
    console.table(results);
  } finally {
    stop();
  }
}
