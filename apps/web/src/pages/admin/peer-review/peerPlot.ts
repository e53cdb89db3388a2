import type { PeerReviewGradingSubmission } from '@marginalia/contracts';

// The peer-versus-staff plot as data: which submissions it can place (a staff grade and a peer median both), the
// range both axes share (so that the diagonal means agreement), its ticks, and the sentence that describes it.

export interface PlotPoint {
  submission: number;
  staff: number;
  peer: number;
}

export function plotPoints(submissions: readonly PeerReviewGradingSubmission[]): PlotPoint[] {
  return submissions.flatMap((entry) =>
    entry.staffGrade !== null && entry.peerMedian !== null ? [{ submission: entry.submission, staff: entry.staffGrade, peer: entry.peerMedian }] : [],
  );
}

/** The range both axes share: 0 to the assignment's points, stretched to hold bonuses and negative grades. */
export function plotRange(points: readonly PlotPoint[], assignmentPoints: number): { min: number; max: number } {
  const values = points.flatMap((point) => [point.staff, point.peer]);
  const min = Math.min(0, ...values);
  const max = Math.max(assignmentPoints, ...values);
  return { min, max: max > min ? max : min + 1 };
}

/** Five ticks from min to max, rounded to a tenth. */
export function plotTicks(range: { min: number; max: number }): number[] {
  return [0, 1, 2, 3, 4].map((step) => Math.round((range.min + ((range.max - range.min) * step) / 4) * 10) / 10);
}

/** What a screen reader is told the plot shows. */
export function plotDescription(points: readonly PlotPoint[]): string {
  if (points.length === 0) return 'No submission has both grades yet.';
  const mean = points.reduce((sum, point) => sum + point.peer - point.staff, 0) / points.length;
  const rounded = Math.round(Math.abs(mean) * 100) / 100;
  const trend = rounded === 0 ? 'equal to staff grades on average' : `${rounded} points ${mean > 0 ? 'above' : 'below'} staff grades on average`;
  return `${points.length} submission${points.length === 1 ? '' : 's'}: peer medians are ${trend}. Points on the diagonal are submissions where peers and staff agree.`;
}
