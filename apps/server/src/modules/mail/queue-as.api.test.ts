import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../core/actor';
import { actorFor } from '../../testing/actors';
import { createCourseWorld, createUser } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { useTestServer } from '../../testing/use-test-server';
import { queueMailAs } from './queue-as';

// queueMailAs is called without HTTP, as a background worker would: as the system.

const t = useTestServer();
const rejection = (status: number) => expect.objectContaining({ statusCode: status });
const gradeChanged = (to: string) => ({
  to,
  template: 'gradeChanged' as const,
  data: { assignmentName: 'Lab 1', courseName: 'CS 1', oldGrade: '7', newGrade: '9', link: '/code/1' },
});

describe('queueMailAs', () => {
  it('queues a mail as the system, in the caller\'s transaction', async () => {
    const { db } = t.server.ctx;
    await queueMailAs(db, gradeChanged('Worker.Test@Example.edu'), SYSTEM_ACTOR);
    expect(await queuedMails(db, 'worker.test@example.edu')).toEqual([expect.objectContaining({ template: 'gradeChanged' })]);
    await expect(
      db.transaction(async (tx) => {
        await queueMailAs(tx, gradeChanged('rolled.back@example.edu'), SYSTEM_ACTOR);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queuedMails(db, 'rolled.back@example.edu')).toEqual([]);
  });

  it('refuses a mail that could never be sent (400), and queues nothing', async () => {
    const { db } = t.server.ctx;
    await expect(queueMailAs(db, gradeChanged('not an address'), SYSTEM_ACTOR)).rejects.toEqual(rejection(400));
    const missing = { ...gradeChanged('missing.values@example.edu'), data: { courseName: 'CS 1' } };
    await expect(queueMailAs(db, missing, SYSTEM_ACTOR)).rejects.toEqual(rejection(400));
    expect(await queuedMails(db, 'missing.values@example.edu')).toEqual([]);
  });

  it('is for the system and platform admins; any other person gets 403', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    await expect(queueMailAs(db, gradeChanged('by.admin@example.edu'), actorFor(w.people.admin))).rejects.toEqual(rejection(403));
    const platformAdmin = await createUser(db, { isPlatformAdmin: true });
    await queueMailAs(db, gradeChanged('by.platform@example.edu'), actorFor(platformAdmin));
    expect(await queuedMails(db, 'by.platform@example.edu')).toHaveLength(1);
  });
});
