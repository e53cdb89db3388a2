import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../testing/http-client';

// `npm start` without SMTP_URL: the server's own sender writes every mail into DATA_DIR/outbox as an .eml file.
// Embedded mode only, so not repeated on PostgreSQL.

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'marginalia-mail-main-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<{ url: string; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dataDir, LOG_LEVEL: 'warn' };
  Object.assign(env, { PUBLIC_URL: 'https://marginalia.school.edu', SMTP_URL: '', DATABASE_URL: '' });
  const started = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = started;
  let output = '';
  started.stdout!.on('data', (chunk) => (output += chunk));
  started.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
      }
    }, 100);
    started.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_ADMIN_URL))('mail in embedded mode', () => {
  it('writes the mail a request causes into DATA_DIR/outbox, and shuts down cleanly', async () => {
    const server = await start();
    expect(server.output()).toContain(`E-mail: written to ${path.join(dataDir, 'outbox')}`);

    const res = await apiClient(server.url).post('/registration/emailPasswordReset/', { body: { email: 'student1@demo.edu' } });
    expect(res.status).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const file = await vi.waitFor(
      () => {
        const found = readdirSync(outbox).find((name) => name.endsWith('-passwordReset.eml'));
        if (!found) throw new Error('No .eml file yet');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    expect(mail.subject).toBe('Reset your Marginalia password');
    expect(mail.text).toMatch(/https:\/\/marginalia\.school\.edu\/password-reset\/\S+/);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
