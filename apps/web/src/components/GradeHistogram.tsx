import { Statistic, Tooltip, theme } from 'antd';
import type { AssignmentStatistics, HistogramBin } from '@marginalia/contracts';

// How an assignment's grades spread: a bar per histogram bin of GET /assignments/{id}/statistics/, and the
// summary figures beside it. Used by the admin submissions panel and, when the course allows it, by students.

const CHART_HEIGHT = 120;

/** Grades are shown with at most two decimals, without trailing zeros ("7.5", "8"). */
export function formatGrade(value: number | null): string {
  if (value === null) return '–';
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

function binLabel(bin: HistogramBin): string {
  return `${formatGrade(bin.start)} to ${formatGrade(bin.end)}`;
}

function containsGrade(bin: HistogramBin, index: number, bins: readonly HistogramBin[], grade: number): boolean {
  const isLast = index === bins.length - 1;
  return grade >= bin.start && (grade < bin.end || (isLast && grade === bin.end));
}

interface GradeHistogramProps {
  statistics: AssignmentStatistics;
  /** A grade to mark (a student's own): its bin is drawn in the primary colour. */
  highlight?: number | null;
}

export function GradeHistogram({ statistics, highlight = null }: GradeHistogramProps) {
  const { token } = theme.useToken();
  const bins = statistics.histogram;
  if (statistics.graded === 0 || bins.length === 0) {
    return <p style={{ color: token.colorTextSecondary, margin: 0 }}>No finalized grades yet.</p>;
  }
  const tallest = Math.max(...bins.map((bin) => bin.count), 1);
  const summary = bins.map((bin) => `${binLabel(bin)}: ${bin.count}`).join('; ');

  return (
    <figure style={{ margin: 0 }} aria-label={`Grade distribution of ${statistics.graded} grades. ${summary}`}>
      <div
        role="list"
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: token.marginXXS,
          height: CHART_HEIGHT,
          borderBottom: `1px solid ${token.colorBorder}`,
        }}
      >
        {bins.map((bin, index) => {
          const marked = highlight !== null && containsGrade(bin, index, bins, highlight);
          const height = bin.count === 0 ? 0 : Math.max(2, (bin.count / tallest) * CHART_HEIGHT);
          const label = `${binLabel(bin)}: ${bin.count} ${bin.count === 1 ? 'grade' : 'grades'}${marked ? ' (yours)' : ''}`;
          return (
            <Tooltip key={`${bin.start}-${bin.end}`} title={label}>
              <div
                role="listitem"
                aria-label={label}
                tabIndex={0}
                style={{
                  flex: 1,
                  height,
                  background: marked ? token.colorPrimary : token.colorPrimaryBorder,
                  borderRadius: `${token.borderRadiusSM}px ${token.borderRadiusSM}px 0 0`,
                }}
              />
            </Tooltip>
          );
        })}
      </div>
      <figcaption
        style={{ display: 'flex', justifyContent: 'space-between', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}
      >
        <span>{formatGrade(bins[0]!.start)}</span>
        <span>{formatGrade(bins[bins.length - 1]!.end)}</span>
      </figcaption>
    </figure>
  );
}

/** Mean, median, lowest and highest grade, and how many grades they come from. */
export function StatisticsSummary({ statistics }: { statistics: AssignmentStatistics }) {
  const { token } = theme.useToken();
  const figures: Array<[string, number | null]> = [
    ['Mean', statistics.mean],
    ['Median', statistics.median],
    ['Lowest', statistics.min],
    ['Highest', statistics.max],
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginLG }}>
      {figures.map(([title, value]) => (
        <div key={title} role="group" aria-label={title}>
          <Statistic title={title} value={formatGrade(value)} suffix={value === null ? undefined : `/ ${formatGrade(statistics.points)}`} />
        </div>
      ))}
      <div role="group" aria-label="Grades">
        <Statistic title="Grades" value={statistics.graded} />
      </div>
    </div>
  );
}
