import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@marginalia/db';
import { SYSTEM_ACTOR } from '../../core/actor';
import { actorFor } from '../../testing/actors';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { callerOrVisitor, recordEvent, recordEvents } from './record';

const t = useTestServer();

describe('recordEvent', () => {
  it('commits with the change or not at all', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const actor = actorFor(world.people.admin);
    const db = t.server.ctx.db;
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx, actor, { type: 'course.updated', courseId: world.course.id, object: { type: 'course', id: world.course.id } });
        throw new Error('the change failed after its event was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(auditEvents).where(eq(auditEvents.actorId, actor.id))).toEqual([]);

    await db.transaction((tx) => recordEvent(tx, actor, { type: 'course.updated', courseId: world.course.id, object: { type: 'course', id: world.course.id }, data: { fields: ['name'] } }));
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.actorId, actor.id));
    expect(event).toMatchObject({ type: 'course.updated', courseId: world.course.id, objectType: 'course', objectId: world.course.id, impersonatorId: null, ip: '127.0.0.1', data: { fields: ['name'] } });
  });

  it('stores both people for a login-as actor, nobody for the system, and only the address of a visitor', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const acting = { ...actorFor(world.people.grader), impersonation: { id: 1, adminId: world.people.platformAdmin.id, adminEmail: world.people.platformAdmin.email, expiresAt: new Date(), adminTokenVersion: 0 } };
    const db = t.server.ctx.db;
    await recordEvents(db, acting, [{ type: 'comment.created', courseId: world.course.id }]);
    await recordEvents(db, SYSTEM_ACTOR, [{ type: 'test_results.submitted', courseId: world.course.id }]);
    await recordEvents(db, callerOrVisitor(null, '203.0.113.7'), [{ type: 'account.password_reset_requested', targetUserId: world.people.student.id }]);
    await recordEvents(db, acting, []);
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.courseId, world.course.id));
    expect(rows.map((row) => [row.type, row.actorId, row.impersonatorId])).toEqual([
      ['comment.created', world.people.grader.id, world.people.platformAdmin.id],
      ['test_results.submitted', null, null],
    ]);
    const [visitor] = await db.select().from(auditEvents).where(eq(auditEvents.targetUserId, world.people.student.id));
    expect(visitor).toMatchObject({ actorId: null, impersonatorId: null, ip: '203.0.113.7' });
  });
});
