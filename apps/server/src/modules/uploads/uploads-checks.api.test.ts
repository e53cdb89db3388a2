import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { buildZip } from '../../testing/zip-archive';
import { postUpload, storedFiles, storedUploadState, zipSharingOneBlock, type UploadPart } from './upload-testing';

// The checks an upload passes before anything is stored. Every refusal is a 400 naming the problem, and the
// database is as it was.

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: true });
  return { ...w, assignment };
}

async function expectRefused(parts: UploadPart[], message: string) {
  const { assignment, tokens } = await world();
  const res = await postUpload(t.server.url, assignment.id, tokens.student, parts);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ files: [message] });
  expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual({ submissions: [], students: [], files: [] });
}

const ok = { name: 'ok.py', content: 'x = 1\n' };

describe('upload checks on plain files', () => {
  it('refuses paths that leave their folder', async () => {
    for (const name of ['../x.py', 'src/../../x.py', '/etc/passwd', 'C:\\Windows\\x.py', 'src\\..\\..\\x.py', 'c:x.py']) {
      await expectRefused([ok, { name, content: 'x' }], UPLOAD_MESSAGES.unsafePath(name));
    }
  });

  it('refuses too many files, a file too large and an upload too large', async () => {
    const many = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    await expectRefused(many, UPLOAD_MESSAGES.tooManyFiles);
    await expectRefused([ok, { name: 'big.txt', content: Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1, 97) }], UPLOAD_MESSAGES.fileTooLarge('big.txt'));
    const justUnder = Buffer.alloc(UPLOAD_LIMITS.maxFileBytes, 97);
    const total = Array.from({ length: UPLOAD_LIMITS.maxTotalBytes / UPLOAD_LIMITS.maxFileBytes + 1 }, (_, i) => ({ name: `p${i}.txt`, content: justUnder }));
    await expectRefused(total, UPLOAD_MESSAGES.totalTooLarge);
  });

  it('refuses a text file holding NUL characters and a name too long', async () => {
    await expectRefused([{ name: 'data.txt', content: 'a\u0000b' }], UPLOAD_MESSAGES.notText('data.txt'));
    const long = `${'n'.repeat(151)}.py`;
    await expectRefused([{ name: long, content: 'x' }], UPLOAD_MESSAGES.nameTooLong(long));
  });
});

describe('upload checks on zip archives', () => {
  it('extracts a zip into folders, skipping folders and archiver clutter', async () => {
    const { assignment, tokens } = await world();
    const zip = await buildZip([
      { name: 'src/', directory: true },
      { name: 'src/Main.java', content: 'class Main {}\r\n' },
      { name: 'notes.txt', content: 'hi' },
      { name: '__MACOSX/src/._Main.java', content: 'junk' },
      { name: 'src/.DS_Store', content: 'junk' },
    ]);
    const res = await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'hw1/project.zip', content: zip }, ok]);
    expect(res.status).toBe(201);
    const stored = await storedFiles(t.server.ctx.db, res.body.submission);
    // A zip's entries land in the zip's own folder.
    expect(stored.map((f) => [f.path, f.name, f.code])).toEqual([
      [null, 'ok.py', 'x = 1\n'],
      ['hw1/src', 'Main.java', 'class Main {}\n'],
      ['hw1', 'notes.txt', 'hi'],
    ]);
  });

  it('refuses zip-slip and absolute entry names', async () => {
    for (const name of ['../evil.sh', 'a/../../evil.sh', '/etc/evil', 'C:/evil.txt']) {
      const zip = await buildZip([{ name: 'fine.txt', content: 'x' }, { name, content: 'x', raw: true }]);
      await expectRefused([{ name: 'work.zip', content: zip }], UPLOAD_MESSAGES.unsafePath(name));
    }
  });

  it('refuses a zip naming one place twice, however the names are spelt', async () => {
    const twice: [string, string, string][] = [
      ['src/A.java', 'src/A.java', 'src/A.java'],
      ['src/A.java', './src/A.java', 'src/A.java'],
      ['src/A.java', 'src//A.java', 'src/A.java'],
      ['src/A.java', 'src\\A.java', 'src/A.java'],
      ['caf\u00e9.py', 'cafe\u0301.py', 'cafe\u0301.py'],
    ];
    for (const [first, second, reported] of twice) {
      const zip = await buildZip([{ name: first, content: 'one' }, { name: second, content: 'two', raw: /^[\x20-\x7e]*$/.test(second) }]);
      await expectRefused([{ name: 'work.zip', content: zip }], UPLOAD_MESSAGES.zipDuplicateEntry('work.zip', reported));
    }
  });

  it('refuses a symbolic link entry', async () => {
    const zip = await buildZip([{ name: 'link', content: '/etc/passwd', mode: 0o120777 }]);
    await expectRefused([{ name: 'work.zip', content: zip }], UPLOAD_MESSAGES.zipSymlink('link'));
  });

  it('refuses a zip bomb from its declared sizes', async () => {
    const zip = await buildZip([{ name: 'zeros.txt', content: Buffer.alloc(50 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(UPLOAD_LIMITS.maxZipBytes);
    await expectRefused([{ name: 'bomb.zip', content: zip }], UPLOAD_MESSAGES.zipBomb('zeros.txt'));
  });

  it('refuses an entry that inflates to more than it declares', async () => {
    const zip = await buildZip([{ name: 'liar.txt', content: Buffer.alloc(1024 * 1024, 97) }]);
    // The central directory entry (signature PK\x01\x02) declares its uncompressed size at offset 24: say 100 bytes.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    await expectRefused([{ name: 'liar.zip', content: zip }], UPLOAD_MESSAGES.zipBomb('liar.txt'));
  });

  it('refuses entries that share one compressed block, however small the archive', async () => {
    // Each entry is small and compresses modestly, and together they stay under the upload's total: only
    // their sharing one block gives them away. Stored, this few-KB archive would take about 20 MB.
    const names = Array.from({ length: 999 }, (_, i) => `copy${i}.txt`);
    const zip = zipSharingOneBlock(names, Buffer.from('x = 1\n'.repeat(3300)));
    expect(zip.length).toBeLessThan(100 * 1024);
    await expectRefused([{ name: 'shared.zip', content: zip }], UPLOAD_MESSAGES.zipOverlap('shared.zip'));
    const two = zipSharingOneBlock(['a.txt', 'b.txt'], Buffer.from('hello'));
    await expectRefused([{ name: 'two.zip', content: two }], UPLOAD_MESSAGES.zipOverlap('two.zip'));
  });

  it('refuses an entry that inflates to fewer bytes than it declares', async () => {
    const zip = await buildZip([{ name: 'short.txt', content: Buffer.alloc(4096, 97) }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(8192, central + 24);
    await expectRefused([{ name: 'short.zip', content: zip }], UPLOAD_MESSAGES.badZip('short.txt'));
  });

  it('names the zip limit for a zip too large, not the file limit', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.maxZipBytes + 1, 97);
    await expectRefused([{ name: 'hw/big.zip', content: big }], UPLOAD_MESSAGES.zipTooLarge('hw/big.zip'));
    expect(UPLOAD_MESSAGES.zipTooLarge('big.zip')).toContain(`${UPLOAD_LIMITS.maxZipBytes / (1024 * 1024)} MB`);
  });

  it('refuses a zip with too many entries, and one that cannot be read', async () => {
    const crowded = await buildZip(Array.from({ length: UPLOAD_LIMITS.maxZipEntries + 1 }, (_, i) => ({ name: `d${i}/`, directory: true })));
    await expectRefused([{ name: 'many.zip', content: crowded }], UPLOAD_MESSAGES.zipTooManyEntries('many.zip'));
    await expectRefused([{ name: 'broken.zip', content: 'this is not a zip' }], UPLOAD_MESSAGES.badZip('broken.zip'));
    const truncated = (await buildZip([{ name: 'a.txt', content: 'hello' }])).subarray(0, 30);
    await expectRefused([{ name: 'cut.zip', content: truncated }], UPLOAD_MESSAGES.badZip('cut.zip'));
  });

  it('counts zip entries toward the file limit', async () => {
    const zip = await buildZip(Array.from({ length: UPLOAD_LIMITS.maxFiles }, (_, i) => ({ name: `f${i}.txt`, content: 'x' })));
    await expectRefused([ok, { name: 'full.zip', content: zip }], UPLOAD_MESSAGES.tooManyFiles);
  });
});
