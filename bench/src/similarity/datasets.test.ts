import { describe, expect, it } from 'vitest';
import { IR_PLAG_LEVELS, loadIrPlag, loadProgpedia } from './datasets';

describe('the labelled corpora', () => {
  it('reads IR-Plag as seven tasks of an original, 15 independent solutions and plagiarized copies at six levels', async () => {
    const tasks = await loadIrPlag();
    expect(tasks.map((task) => task.name)).toEqual(['case-01', 'case-02', 'case-03', 'case-04', 'case-05', 'case-06', 'case-07']);
    for (const task of tasks) {
      expect(task.original.files).toHaveLength(1);
      expect(task.candidates.filter((candidate) => candidate.level === null)).toHaveLength(15);
    }
    const all = tasks.flatMap((task) => task.candidates);
    expect(all).toHaveLength(460);
    expect(all.filter((candidate) => candidate.level === null)).toHaveLength(105);
    const perLevel = IR_PLAG_LEVELS.map((level) => all.filter((candidate) => candidate.level === level).length);
    expect(perLevel).toEqual([60, 56, 57, 60, 59, 63]);
    expect(new Set(all.map((candidate) => candidate.document.id)).size).toBe(460);
  });

  it('reads PROGpedia task 19 as 66 Java submissions, the base code and 91 labelled pairs', async () => {
    const data = await loadProgpedia();
    expect(data.submissions).toHaveLength(66);
    for (const submission of data.submissions) {
      expect(submission.files.length).toBeGreaterThan(0);
      expect(submission.files.every((file) => file.path.endsWith('.java'))).toBe(true);
    }
    expect(data.starter.map((file) => file.path)).toEqual(['main.java']);
    expect(data.positives).toHaveLength(91);
    const ids = new Set(data.submissions.map((submission) => submission.id));
    expect(data.positives.every(([a, b]) => ids.has(a) && ids.has(b) && a < b)).toBe(true);
  });
});
