import { HISTOGRAM_BINS, type HistogramBin } from '@marginalia/contracts';

/**
 * HISTOGRAM_BINS equal bins over [min(0, lowest), max(points, highest)]: a bin holds the grades g with
 * start <= g < end, the last one also g == end. A grade is placed by comparing it with the very bin edges
 * the answer shows, so that no rounding puts it in a bin whose bounds exclude it.
 */
export function gradeHistogram(points: number, grades: { grade: number; count: number }[]): HistogramBin[] {
  const values = grades.map((g) => g.grade);
  const low = Math.min(0, ...values);
  const high = Math.max(points, ...values);
  const width = (high - low) / HISTOGRAM_BINS;
  const start = (i: number) => low + i * width;
  const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
    start: start(i),
    end: i === HISTOGRAM_BINS - 1 ? high : start(i + 1),
    count: 0,
  }));
  const last = HISTOGRAM_BINS - 1;
  for (const { grade, count } of grades) {
    let i = width > 0 ? Math.min(last, Math.max(0, Math.floor((grade - low) / width))) : last;
    while (i > 0 && grade < bins[i]!.start) i--;
    while (i < last && grade >= bins[i]!.end) i++;
    bins[i]!.count += count;
  }
  return bins;
}
