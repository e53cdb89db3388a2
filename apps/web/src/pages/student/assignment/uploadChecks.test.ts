import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { isClutter, precheckUpload } from './uploadChecks';

const file = (relativePath: string, size = 10) => ({ relativePath, size });

describe('precheckUpload', () => {
  it('passes ordinary files, folders and a zip', () => {
    expect(precheckUpload([file('Main.java'), file('src/util/A.java'), file('project.zip', UPLOAD_LIMITS.maxZipBytes - 100)])).toBeNull();
  });

  it('says what the server would say', () => {
    expect(precheckUpload([])).toBe(UPLOAD_MESSAGES.noFiles);
    expect(precheckUpload(Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => file(`f${i}.py`)))).toBe(UPLOAD_MESSAGES.tooManyFiles);
    expect(precheckUpload([file('big.txt', UPLOAD_LIMITS.maxFileBytes + 1)])).toBe(UPLOAD_MESSAGES.fileTooLarge('big.txt'));
    expect(precheckUpload([file('big.zip', UPLOAD_LIMITS.maxZipBytes + 1)])).toBe(UPLOAD_MESSAGES.zipTooLarge('big.zip'));
    const many = Array.from({ length: 11 }, (_, i) => file(`p${i}.txt`, UPLOAD_LIMITS.maxFileBytes));
    expect(precheckUpload(many)).toBe(UPLOAD_MESSAGES.totalTooLarge);
    const long = `${'n'.repeat(151)}.py`;
    expect(precheckUpload([file(`src/${long}`)])).toBe(UPLOAD_MESSAGES.nameTooLong(long));
    for (const unsafe of ['../x.py', '/etc/passwd', 'C:\\x.py', 'a\\..\\..\\x']) {
      expect(precheckUpload([file(unsafe)])).toBe(UPLOAD_MESSAGES.unsafePath(unsafe));
    }
  });

  it('knows archiver clutter', () => {
    expect(isClutter('__MACOSX/._Main.java')).toBe(true);
    expect(isClutter('hw/.DS_Store')).toBe(true);
    expect(isClutter('hw/Main.java')).toBe(false);
  });
});
