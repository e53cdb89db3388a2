import { describe, expect, it } from 'vitest';
import { distinctNames, downloadName, pathInFolder, safeSegment, submissionFolder } from './file-names';

describe('export file names', () => {
  it('keeps e-mail characters and replaces the rest', () => {
    expect(safeSegment('ann@x.edu')).toBe('ann@x.edu');
    expect(safeSegment('CS 101/Fall "26"')).toBe('CS_101_Fall_26_');
    expect(safeSegment('Élan')).toBe('Elan');
    expect(safeSegment('..')).toBe('_');
    expect(safeSegment('__init__.py')).toBe('__init__.py');
  });

  it('names downloads from their parts', () => {
    expect(downloadName(['Intro CS', '=HW 1', 'grades'], 'csv')).toBe('Intro_CS-_HW_1-grades.csv');
    expect(downloadName(['', 'grades'], 'csv')).toBe('export-grades.csv');
  });

  it('names a submission folder by its students', () => {
    expect(submissionFolder(['ann@x.edu', 'bob@x.edu'], 4)).toBe('ann@x.edu_bob@x.edu');
    expect(submissionFolder([], 4)).toBe('submission-4');
  });

  it('keeps file paths inside their folder', () => {
    expect(pathInFolder('src/', 'Main.java')).toBe('src/Main.java');
    expect(pathInFolder(null, 'a.py')).toBe('a.py');
    expect(pathInFolder('../../etc', 'passwd')).toBe('etc/passwd');
    expect(pathInFolder('/abs\\win/', 'x.c')).toBe('abs/win/x.c');
  });

  it('gives repeated names a number', () => {
    const name = distinctNames();
    expect([name('a/b.py'), name('a/b.py'), name('a/b.py'), name('a/c'), name('a/c')]).toEqual(['a/b.py', 'a/b_2.py', 'a/b_3.py', 'a/c', 'a/c_2']);
  });
});
