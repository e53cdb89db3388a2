import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { findUserByEmail } from '../../testing/roster-factories';
import { useTestServer } from '../../testing/use-test-server';
import { LISTED_PEOPLE } from './events';

// What the roster's audit events say (docs/AUDIT.md); the authorization matrix checks that every successful
// roster write leaves one and a refused one none. A preview of an import changes nothing and records nothing.

const t = useTestServer();
let sequence = 0;
const fresh = (label: string) => `${label}-${++sequence}-${Date.now()}@example.edu`;

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const url = (action: string) => `/courses/${w.course.id}/${action}/`;
  const events = () => t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, w.course.id)).orderBy(asc(auditEvents.id));
  return { ...w, url, events };
}

describe('roster audit events', () => {
  it('records nothing for an import preview, and one roster.changed for the import applied', async () => {
    const w = await world();
    const rows = [
      { email: fresh('imported'), role: 'student', section: 'Lab 1' },
      { email: w.people.grader.email, role: 'student' },
    ];
    const preview = await t.api.post(w.url('importRoster'), { auth: w.tokens.admin, body: { rows, dryRun: true } });
    expect(preview.status).toBe(200);
    expect(await w.events()).toEqual([]);

    const applied = await t.api.post(w.url('importRoster'), { auth: w.tokens.admin, body: { rows } });
    expect(applied.body.applied).toBe(true);
    const imported = await findUserByEmail(t.server.ctx.db, rows[0]!.email);
    const events = await w.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'roster.changed', actorId: w.people.admin.id, courseId: w.course.id, targetUserId: null, objectType: 'course', objectId: w.course.id });
    expect(events[0]!.data).toEqual({
      change: 'import',
      added: 2,
      removed: 0,
      rows: 2,
      replace: false,
      newSections: 1,
      people: 2,
      userIds: expect.arrayContaining([imported!.id, w.people.grader.id]),
    });
  });

  it('names the one person a change is about as its target', async () => {
    const w = await world();
    const res = await t.api.post(w.url('removeFromRoster'), { auth: w.tokens.admin, body: { students: [w.people.student.email] } });
    expect(res.status).toBe(200);
    const [event] = await w.events();
    expect(event).toMatchObject({ type: 'roster.changed', targetUserId: w.people.student.id });
    expect(event!.data).toEqual({ change: 'remove', added: 0, removed: 1, people: 1, userIds: [w.people.student.id] });
  });

  it(`lists at most ${LISTED_PEOPLE} people, and counts them all`, async () => {
    const w = await world();
    const students = Array.from({ length: LISTED_PEOPLE + 5 }, () => fresh('many'));
    expect((await t.api.post(w.url('addToRoster'), { auth: w.tokens.admin, body: { students } })).status).toBe(200);
    const [event] = await w.events();
    expect(event!.targetUserId).toBeNull();
    expect(event!.data).toMatchObject({ change: 'add', added: LISTED_PEOPLE + 5, people: LISTED_PEOPLE + 5 });
    expect(event!.data.userIds).toHaveLength(LISTED_PEOPLE);
  });

  it('records nothing when the roster rules refuse the change', async () => {
    const w = await world();
    const self = await t.api.post(w.url('removeFromRoster'), { auth: w.tokens.admin, body: { courseAdmins: [w.people.admin.email] } });
    expect(self.status).toBe(400);
    const bad = await t.api.post(w.url('importRoster'), { auth: w.tokens.admin, body: { rows: [{ email: 'not-an-email', role: 'student' }] } });
    expect(bad.status).toBe(400);
    expect(await w.events()).toEqual([]);
  });

  it('records the invitations sent and the roster map changed, with counts', async () => {
    const w = await world();
    const pending = fresh('pending');
    await t.api.post(w.url('addToRoster'), { auth: w.tokens.admin, body: { students: [pending], invite: false } });
    const invited = await t.api.post(w.url('sendInvitations'), { auth: w.tokens.admin, body: { emails: [pending, w.people.student.email] } });
    expect(invited.body.invited).toEqual([pending]);
    const map = await t.api.patch(w.url('rosterMap'), { auth: w.tokens.admin, body: { [fresh('alias')]: w.people.student.email } });
    expect(map.status).toBe(200);

    const pendingId = (await findUserByEmail(t.server.ctx.db, pending))!.id;
    const [, invitations, mapChange] = await w.events();
    expect(invitations).toMatchObject({ type: 'roster.invitations_sent', targetUserId: pendingId });
    expect(invitations!.data).toEqual({ all: false, invited: 1, skipped: 1, people: 1, userIds: [pendingId] });
    expect(mapChange).toMatchObject({ type: 'roster.changed', data: { change: 'rosterMap', aliasesSet: 1, aliasesRemoved: 0 } });
  });
});
