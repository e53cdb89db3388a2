// The deployment under test, as real OS processes on one PostgreSQL database: one web process (ROLES=web) and
// worker processes (ROLES=worker, the entry `npm run worker` starts), each worker with its own sandbox uid range,
// workspaces folder and data folder. A killed worker's replacement gets the same settings, as a process
// supervisor restarting the same unit would; the sandbox then clears what the dead one left in its slots.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@marginalia/server/testing/server-process';
import { makeTestSandboxRoot } from '@marginalia/sandbox';
import { settings } from './settings';

export interface WorkerProcess {
  index: number;
  process: ServerProcess;
  pid: number;
}

export class Deployment {
  private readonly all: ServerProcess[] = [];
  readonly workers: WorkerProcess[] = [];
  web: ServerProcess | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly jwtSecret: string,
    private readonly folder: string,
  ) {}

  private shared() {
    return {
      DATABASE_URL: this.databaseUrl,
      JWT_SECRET: this.jwtSecret,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(this.folder, 'no-web-build'),
      WORKER_LEASE_SECONDS: String(settings.leaseSeconds),
    };
  }

  async startWeb(): Promise<string> {
    this.web = await startServerProcess({ ...this.shared(), ROLES: 'web', DATA_DIR: path.join(this.folder, 'web') }, 120_000);
    this.all.push(this.web);
    return this.web.url!;
  }

  /** Worker i's folders, under this run's folder (its sandbox mounts go in `workspaces`). */
  private workerFolder(index: number): string {
    return path.join(this.folder, `worker-${index}`);
  }

  async startWorker(index: number): Promise<WorkerProcess> {
    const folder = this.workerFolder(index);
    mkdirSync(folder, { recursive: true });
    const child = await startServerProcess(
      {
        ...this.shared(),
        ROLES: 'worker',
        DATA_DIR: path.join(folder, 'data'),
        WORKER_CONCURRENCY: String(settings.workers.slots),
        AUTOGRADER_FIRST_UID: String(settings.firstUid + index * 100),
        AUTOGRADER_WORKSPACES_DIR: makeTestSandboxRoot(`marginalia-deadline-${index}-`),
      },
      120_000,
    );
    this.all.push(child);
    const worker = { index, process: child, pid: child.child.pid! };
    const at = this.workers.findIndex((known) => known.index === index);
    if (at >= 0) this.workers[at] = worker;
    else this.workers.push(worker);
    return worker;
  }

  /** `kill -9`: no shutdown, no release of its jobs; only the lease running out gives them back. */
  async kill(worker: WorkerProcess): Promise<void> {
    await worker.process.stop('SIGKILL');
  }

  /** Every process stopped (SIGTERM: workers give their jobs back), killed if it takes too long; then the mounts. */
  async stop(): Promise<void> {
    await Promise.all(
      this.all.map(async (server) => {
        const killer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
        await server.stop('SIGTERM');
        clearTimeout(killer);
      }),
    );
    unmountUnder(this.folder);
  }
}

/**
 * A worker killed mid-run leaves its slots' tmpfs mounts behind (its replacement reuses them, and they are emptied
 * when the replacement stops); whatever is still mounted under the run's folder goes before it is deleted.
 */
function unmountUnder(folder: string): void {
  const points = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => point !== undefined && point.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length);
  for (const point of points) spawnSync('umount', ['-l', point]);
}
