import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, jobs, type DatabaseHandle } from '@marginalia/db';
import { createOrganization, createUser } from '../testing/factories';
import { apiClient } from '../testing/http-client';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { recipientsOf, useSmtpListener } from '../modules/mail/testing/smtp-listener';

// Two web processes and two worker processes on one PostgreSQL database, as a production deployment runs them:
// any web process takes the request, any worker sends the mail, and a worker told to stop (SIGTERM) leaves cleanly
// while the other goes on. Worker processes get no session secret: they sign and check no session. PostgreSQL
// only: the embedded database belongs to one process.

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const relay = useSmtpListener();
let database: DatabaseHandle;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createTestDatabase(adminUrl);
});

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop('SIGKILL')));
  await database?.close();
});

describe.skipIf(!adminUrl)('web and worker processes sharing one PostgreSQL', () => {
  it('reset a password through any web process, with the mail sent by a worker process', { timeout: 120_000 }, async () => {
    const env = {
      DATABASE_URL: database.databaseUrl!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: relay.listener.url,
      PUBLIC_URL: 'https://marginalia.example.edu',
      SEED_DEMO: 'off',
    };
    const started = await Promise.all([
      startServerProcess({ ...env, ROLES: 'web' }),
      startServerProcess({ ...env, ROLES: 'web' }),
      startServerProcess({ ...env, JWT_SECRET: '', ROLES: 'worker' }),
      startServerProcess({ ...env, JWT_SECRET: '', ROLES: 'worker' }),
    ]);
    processes.push(...started);
    const [web1, web2, worker1, worker2] = started;
    expect(web1!.output()).toContain('Roles: web');
    expect(worker1!.output()).toContain('Marginalia worker is running (ROLES=worker)');

    const organization = await createOrganization(database.db);
    const user = await createUser(database.db, { organizationId: organization.id });
    const first = apiClient(web1!.url!);
    const second = apiClient(web2!.url!);

    expect((await first.post('/registration/emailPasswordReset/', { body: { email: user.email } })).status).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const found = relay.listener.received.find((received) => recipientsOf(received).includes(user.email));
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    const link = /https:\/\/marginalia\.example\.edu\/password-reset\/(\S+?)\/(\S+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const [, uid, token] = link!;
    const newPassword = 'a fresh password for two processes';
    const set = await second.post('/registration/registerAndSetPassword/', { body: { uid, token, password1: newPassword, password2: newPassword } });
    expect(set.body).toEqual({ isValid: true });
    for (const web of [first, second]) {
      expect((await web.post('/token-auth/', { body: { username: user.email, password: newPassword } })).status).toBe(200);
    }

    // One worker stops on SIGTERM and exits cleanly; the other keeps sending.
    expect(await worker1!.stop('SIGTERM')).toBe(0);
    expect((await second.post('/registration/emailPasswordReset/', { body: { email: user.email } })).status).toBe(200);
    await vi.waitFor(
      // The first reset, the notice that the password was changed, the second reset.
      () => expect(relay.listener.received.filter((received) => recipientsOf(received).includes(user.email))).toHaveLength(3),
      { timeout: 20_000, interval: 100 },
    );
    // A worker records a mail's job as succeeded after the relay has taken the mail, so the last job may still be
    // finishing when its mail has arrived.
    await vi.waitFor(
      async () => {
        const mailJobs = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
        expect(mailJobs.map((job) => job.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(worker2!.child.exitCode).toBeNull();
  });
});

describe('roles on the embedded database', () => {
  it('refuses a worker-only process without DATABASE_URL, and says why', { timeout: 60_000 }, async () => {
    const failure = await startServerProcess({ ROLES: 'worker', DATABASE_URL: '', DATA_DIR: '/nonexistent-marginalia-data' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('ROLES=worker needs DATABASE_URL');
  });

  it('refuses a ROLES value it does not know', { timeout: 60_000 }, async () => {
    const failure = await startServerProcess({ ROLES: 'web,mailer' }).catch((error: Error) => error);
    expect((failure as Error).message).toContain('ROLES');
    expect((failure as Error).message).toContain('Use web, worker or web,worker.');
  });
});
