import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userActivityWeeks } from '@marginalia/db';
import { createOrganization, createUser, TEST_PASSWORD, tokenFor } from '../../testing/factories';
import { recording } from '../../testing/recorded-events';
import { useTestServer } from '../../testing/use-test-server';
import { activityWeek } from '../users/activity';

// The login's audit event and activity week (docs/AUDIT.md): a successful login records both in its own write; a
// failed one leaves neither, and a token refresh changes nothing on record.

const t = useTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 1000 });

async function person() {
  const org = await createOrganization(t.server.ctx.db);
  return createUser(t.server.ctx.db, { organizationId: org.id });
}

const login = (username: string, password: string) => t.api.post('/token-auth/', { body: { username, password } });

const weeksOf = (userId: number) => t.server.ctx.db.select().from(userActivityWeeks).where(eq(userActivityWeeks.userId, userId));

describe('POST /token-auth/', () => {
  it('records account.signed_in as the user, from their address, and notes the week as active', async () => {
    const user = await person();
    const { result, events } = await recording(t.server.ctx.db, () => login(user.email, TEST_PASSWORD));
    expect(result.status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'account.signed_in',
        actorId: user.id,
        impersonatorId: null,
        ip: expect.any(String),
        courseId: null,
        targetUserId: user.id,
        objectType: 'user',
        objectId: user.id,
      }),
    ]);
    expect(await weeksOf(user.id)).toEqual([{ userId: user.id, week: activityWeek(new Date()) }]);

    // A second login in the week is a second event, and the same week.
    const again = await recording(t.server.ctx.db, () => login(user.email, TEST_PASSWORD));
    expect(again.events.map((event) => event.type)).toEqual(['account.signed_in']);
    expect(await weeksOf(user.id)).toHaveLength(1);
  });

  it('records nothing for a wrong password, an unknown address or an account not activated', async () => {
    const user = await person();
    const dormant = await createUser(t.server.ctx.db, { isActivated: false });
    for (const [username, password] of [
      [user.email, 'not the password'],
      [`nobody-${user.id}@example.edu`, TEST_PASSWORD],
      [dormant.email, TEST_PASSWORD],
    ] as const) {
      const { result, events } = await recording(t.server.ctx.db, () => login(username, password));
      expect(result.status, username).toBe(400);
      expect(events, username).toEqual([]);
    }
    expect(await weeksOf(user.id)).toEqual([]);
    const invalid = await recording(t.server.ctx.db, () => t.api.post('/token-auth/', { body: { username: user.email } }));
    expect(invalid.result.status).toBe(400);
    expect(invalid.events).toEqual([]);
  });
});

describe('POST /token-refresh/', () => {
  it('records no event and notes no activity', async () => {
    const user = await person();
    const token = await tokenFor(t.server.ctx, user);
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post('/token-refresh/', { body: { token } }));
    expect(result.status).toBe(200);
    expect(events).toEqual([]);
    expect(await weeksOf(user.id)).toEqual([]);
  });
});
