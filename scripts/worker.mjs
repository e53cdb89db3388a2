// `npm run worker`: a worker-only process (ROLES=worker) on the PostgreSQL database of DATABASE_URL. It runs
// background jobs and serves no HTTP; start as many as the work needs, beside any number of web processes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A worker signs no session: the session secret is not handed on, even when the environment carries it.
const { JWT_SECRET: _sessionSecret, ...env } = process.env;
const worker = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, ROLES: 'worker' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
