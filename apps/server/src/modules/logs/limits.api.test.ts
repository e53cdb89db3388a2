import { describe, expect, it } from 'vitest';
import { logMessages } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

// Reports are counted per client address and per signed-in user, 60 a minute each. Behind a trusted proxy the
// client address is the forwarded one, which lets these tests speak from several addresses.

const t = useTestServer({ TRUST_PROXY: true });
const from = (address: string) => ({ 'x-forwarded-for': address });

async function storedCount(): Promise<number> {
  return (await t.server.ctx.db.select({ id: logMessages.id }).from(logMessages)).length;
}

describe('report limits', () => {
  it('answers 429 with Retry-After past 60 reports a minute from one address, and stores nothing more', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.api.post('/logs/logHappiness/', { headers: from('203.0.113.7'), body: { message: `like ${i}` } });
      expect(res.status).toBe(201);
    }
    const before = await storedCount();

    const refused = await t.api.post('/logs/logError/', { headers: from('203.0.113.7'), body: { error: 'one more' } });

    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Request was throttled\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
    const elsewhere = await t.api.post('/logs/logError/', { headers: from('203.0.113.8'), body: { error: 'another visitor' } });
    expect(elsewhere.status).toBe(201);
  });

  it('counts a signed-in user’s reports across addresses', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (let i = 0; i < 60; i++) {
      const res = await t.api.post('/logs/log/', { auth: world.tokens.grader, headers: from(`198.51.100.${i + 1}`), body: { attachments: [{ text: `n${i}` }] } });
      expect(res.status).toBe(201);
    }
    const before = await storedCount();

    const refused = await t.api.post('/logs/log/', {
      auth: world.tokens.grader,
      headers: from('198.51.100.200'),
      body: { attachments: [{ title: 'Help request', text: 'Still there?', footer: 'http://localhost/grader' }], channel: 'help' },
    });

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
    const someoneElse = await t.api.post('/logs/log/', { auth: world.tokens.student, headers: from('198.51.100.201'), body: { attachments: [{ text: 'hi' }] } });
    expect(someoneElse.status).toBe(201);
  });
});
