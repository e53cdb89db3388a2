import { useId } from 'react';
import { theme } from 'antd';
import type { PeerReviewGradingSubmission } from '@marginalia/contracts';
import { GRADING_TEXTS as TEXTS } from './gradingTexts';
import { plotDescription, plotPoints, plotRange, plotTicks } from './peerPlot';

const WIDTH = 360;
const HEIGHT = 300;
const MARGIN = { left: 48, right: 12, top: 12, bottom: 44 };

/**
 * Each submission's peer median (up) against its staff grade (across), on one scale: on the diagonal peers and
 * staff agree, above it peers were kinder. Plain SVG that shrinks to the screen, with a title and a description.
 */
export function PeerScorePlot({ submissions, points: assignmentPoints }: { submissions: readonly PeerReviewGradingSubmission[]; points: number }) {
  const { token } = theme.useToken();
  const id = useId();
  const points = plotPoints(submissions);
  const range = plotRange(points, assignmentPoints);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value: number) => MARGIN.left + ((value - range.min) / (range.max - range.min)) * plotWidth;
  const y = (value: number) => MARGIN.top + plotHeight - ((value - range.min) / (range.max - range.min)) * plotHeight;
  const ticks = plotTicks(range);
  const text = { fill: token.colorTextSecondary, fontSize: 11 };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} style={{ margin: `${token.margin}px 0 ${token.marginXS}px`, color: token.colorTextHeading }}>
        {TEXTS.plotTitle}
      </h4>
      {points.length === 0 && <p style={{ color: token.colorTextSecondary }}>{TEXTS.plotEmpty}</p>}
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>{TEXTS.plotTitle}</title>
        <desc id={`${id}-desc`}>{plotDescription(points)}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} stroke={token.colorBorderSecondary} />
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={token.colorBorderSecondary} />
            <text x={x(tick)} y={MARGIN.top + plotHeight + 14} textAnchor="middle" {...text}>
              {tick}
            </text>
            <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" {...text}>
              {tick}
            </text>
          </g>
        ))}
        <line x1={x(range.min)} y1={y(range.min)} x2={x(range.max)} y2={y(range.max)} stroke={token.colorTextTertiary} strokeDasharray="4 4" />
        <rect x={MARGIN.left} y={MARGIN.top} width={plotWidth} height={plotHeight} fill="none" stroke={token.colorBorder} />
        <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" fill={token.colorText} fontSize={12}>
          {TEXTS.staffAxis}
        </text>
        <text transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle" fill={token.colorText} fontSize={12}>
          {TEXTS.peerAxis}
        </text>
        {points.map((point) => (
          <circle key={point.submission} cx={x(point.staff)} cy={y(point.peer)} r={4} fill={token.colorPrimary} fillOpacity={0.7}>
            <title>{`Submission ${point.submission}: staff ${point.staff}, peer median ${point.peer}`}</title>
          </circle>
        ))}
      </svg>
    </section>
  );
}
