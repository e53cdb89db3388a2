import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../testing/factories';
import { latestMailLink } from '../../testing/mail';
import { useTestServer } from '../../testing/use-test-server';
import { ensurePlatformAdmins } from './platform-admins';

const t = useTestServer();
const tag = () => randomBytes(4).toString('hex');

async function findUser(email: string) {
  const [row] = await t.server.ctx.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

describe('ensurePlatformAdmins (PLATFORM_ADMINS)', () => {
  it('promotes an existing account and creates a new one without a password, which "Forgot password" opens', async () => {
    const existing = await createUser(t.server.ctx.db);
    const fresh = `ops-${tag()}@example.edu`;
    await ensurePlatformAdmins(t.server.ctx.db, [existing.email, fresh, fresh]);
    await ensurePlatformAdmins(t.server.ctx.db, [existing.email]);

    expect(await findUser(existing.email)).toMatchObject({ isPlatformAdmin: true, isActivated: true });
    expect(await findUser(fresh)).toMatchObject({ isPlatformAdmin: true, isActivated: false, passwordHash: null });
    const token = await tokenFor(t.server.ctx, existing);
    expect((await t.api.get('/signupRequests/', { auth: token })).status).toBe(200);

    await t.api.post('/registration/emailPasswordReset/', { body: { email: fresh } });
    const link = await latestMailLink(t.server.ctx.db, fresh, 'passwordReset');
    const [uid, secret] = link.split('/password-reset/')[1]!.split('/');
    const set = await t.api.post('/registration/registerAndSetPassword/', { body: { uid, token: secret, password1: 'platform pass 1', password2: 'platform pass 1' } });
    expect(set.body).toEqual({ isValid: true });
    const login = await t.api.post('/token-auth/', { body: { username: fresh, password: 'platform pass 1' } });
    expect(login.status).toBe(200);
    expect(login.body.user.marginaliaAdmin).toBe(true);
  });

  it('does nothing for an empty list', async () => {
    await expect(ensurePlatformAdmins(t.server.ctx.db, [])).resolves.toBeUndefined();
  });
});
