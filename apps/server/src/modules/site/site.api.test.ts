import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITE_TEXTS } from '@marginalia/contracts';
import { auditEvents } from '@marginalia/db';
import { createUser, tokenFor } from '../../testing/factories';
import { apiClient } from '../../testing/http-client';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

// One database for the file: the tests run in order, and the announcement a test saves is the next one's start.
const t = useTestServer();

async function announcementEvents() {
  return t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, 'site.announcement_changed'));
}

describe('GET /site/', () => {
  it('answers anyone with the defaults of a fresh install: no announcement, no maintenance, no support address, the in-app help centre', async () => {
    const res = await t.api.get('/site/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ announcement: null, maintenance: { enabled: false, message: null }, supportEmail: null, docsUrl: '/docs', partnerOrigins: [] });
  });

  it('reflects the configuration', async () => {
    const server = await startTestServer({
      MAINTENANCE: true,
      MAINTENANCE_MESSAGE: 'Upgrading until 18:00.',
      SUPPORT_EMAIL: 'help@school.edu',
      DOCS_URL: 'https://help.school.edu/marginalia',
      PARTNER_ORIGINS: ['https://lms.school.edu', 'http://localhost:3000'],
    });
    try {
      const res = await apiClient(server.url).get('/site/');
      expect(res.body).toMatchObject({
        announcement: null,
        maintenance: { enabled: true, message: 'Upgrading until 18:00.' },
        supportEmail: 'help@school.edu',
        docsUrl: 'https://help.school.edu/marginalia',
        partnerOrigins: ['https://lms.school.edu', 'http://localhost:3000'],
      });
      // Partner pages may frame every page (here an LTI page; the app's pages are HTML answers alike), nobody else.
      const page = await fetch(`${server.url}/lti/login`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://lms.school.edu http://localhost:3000');
      expect(page.headers.get('x-frame-options')).toBeNull();
      const json = await fetch(`${server.url}/site/`);
      expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await server.close();
    }
  });
});

describe('the announcement (GET, PUT /platform/announcement/)', () => {
  it('is off on a fresh install, and only platform admins read or change it (404 for anyone else)', async () => {
    const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const read = await t.api.get('/platform/announcement/', { auth: await tokenFor(t.server.ctx, admin) });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ enabled: false, text: '', date: null, link: null, updatedAt: null, updatedBy: null });

    const someone = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db));
    expect((await t.api.get('/platform/announcement/', { auth: someone })).status).toBe(404);
    const put = await t.api.put('/platform/announcement/', { auth: someone, body: { enabled: true, text: 'Hello', date: null, link: null } });
    expect(put.status).toBe(404);
    expect((await t.api.put('/platform/announcement/', { body: { enabled: true, text: 'Hello', date: null, link: null } })).status).toBe(401);
    expect((await t.api.get('/site/')).body.announcement).toBeNull();
    expect(await announcementEvents()).toEqual([]);
  });

  it('is saved, recorded and shown to everyone; each edit is a new version; turning it off hides it', async () => {
    const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const auth = await tokenFor(t.server.ctx, admin);
    const saved = await t.api.put('/platform/announcement/', {
      auth,
      body: { enabled: true, text: '  Maintenance on Saturday morning.  ', date: '2026-12-05', link: '/docs' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, text: 'Maintenance on Saturday morning.', date: '2026-12-05', link: '/docs', updatedBy: admin.email });

    const shown = (await t.api.get('/site/')).body.announcement;
    expect(shown).toEqual({ id: expect.any(String), text: 'Maintenance on Saturday morning.', date: '2026-12-05', link: '/docs' });
    const events = await announcementEvents();
    expect(events).toEqual([
      expect.objectContaining({ actorId: admin.id, data: { enabled: true, text: 'Maintenance on Saturday morning.', date: '2026-12-05', link: '/docs' } }),
    ]);

    // Blank optional fields mean none; the edit is a new version, so a reader who dismissed the first sees it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await t.api.put('/platform/announcement/', {
      auth,
      body: { enabled: true, text: 'Maintenance moved to Sunday.', date: '', link: 'https://status.school.edu/' },
    });
    expect(edited.status).toBe(200);
    const next = (await t.api.get('/site/')).body.announcement;
    expect(next).toMatchObject({ text: 'Maintenance moved to Sunday.', date: null, link: 'https://status.school.edu/' });
    expect(next.id).not.toBe(shown.id);

    const off = await t.api.put('/platform/announcement/', { auth, body: { enabled: false, text: 'Maintenance moved to Sunday.', date: null, link: null } });
    expect(off.body.enabled).toBe(false);
    expect((await t.api.get('/site/')).body.announcement).toBeNull();
    expect(await announcementEvents()).toHaveLength(3);
  });

  it('refuses bad input with 400 and a message for the field, and changes nothing', async () => {
    const admin = await createUser(t.server.ctx.db, { isPlatformAdmin: true });
    const auth = await tokenFor(t.server.ctx, admin);
    const before = (await t.api.get('/platform/announcement/', { auth })).body;
    const eventsBefore = (await announcementEvents()).length;

    const empty = await t.api.put('/platform/announcement/', { auth, body: { enabled: true, text: '   ', date: null, link: null } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ text: [SITE_TEXTS.announcementTextRequired] });
    const link = await t.api.put('/platform/announcement/', { auth, body: { enabled: true, text: 'Hi', date: null, link: 'javascript:alert(1)' } });
    expect(link.status).toBe(400);
    expect(link.body).toEqual({ link: [SITE_TEXTS.announcementLinkInvalid] });
    const date = await t.api.put('/platform/announcement/', { auth, body: { enabled: true, text: 'Hi', date: '5 December', link: null } });
    expect(date.status).toBe(400);
    expect(Object.keys(date.body)).toEqual(['date']);
    const long = await t.api.put('/platform/announcement/', { auth, body: { enabled: true, text: 'x'.repeat(301), date: null, link: null } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ text: [SITE_TEXTS.announcementTextTooLong] });

    expect((await t.api.get('/platform/announcement/', { auth })).body).toEqual(before);
    expect(await announcementEvents()).toHaveLength(eventsBefore);
  });
});
