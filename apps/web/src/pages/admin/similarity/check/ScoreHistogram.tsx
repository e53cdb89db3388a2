import { Tooltip, theme } from 'antd';
import { SIMILARITY_HISTOGRAM_BUCKETS } from '@marginalia/contracts';
import { bucketLabel } from '../similarityFormat';

const HEIGHT = 100;
const WIDTH = 400;

interface ScoreHistogramProps {
  histogram: readonly number[];
  /** The threshold of the table, 0..1: drawn as a line, the buckets under it dimmed. */
  threshold: number;
}

/**
 * How a check's pair scores spread, in SIMILARITY_HISTOGRAM_BUCKETS bars from 0 to 100 %. Most pairs of a class
 * score low, so bar heights follow the logarithm of the counts: the few high pairs stay visible beside them.
 */
export function ScoreHistogram({ histogram, threshold }: ScoreHistogramProps) {
  const { token } = theme.useToken();
  const buckets = histogram.length > 0 ? histogram : new Array<number>(SIMILARITY_HISTOGRAM_BUCKETS).fill(0);
  const count = buckets.length;
  const scale = Math.log1p(Math.max(...buckets, 1));
  const barWidth = WIDTH / count;
  const thresholdX = Math.min(Math.max(threshold, 0), 1) * WIDTH;
  const summary = buckets.map((value, index) => `${bucketLabel(index, count)}: ${value}`).join('; ');

  return (
    <figure style={{ margin: 0 }} aria-label={`Similarity of the pairs, ${count} buckets. ${summary}`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="list"
        style={{ display: 'block', width: '100%', height: HEIGHT, borderBottom: `1px solid ${token.colorBorder}` }}
      >
        {buckets.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(2, (Math.log1p(value) / scale) * (HEIGHT - 4));
          const below = (index + 1) / count <= threshold;
          const label = `${bucketLabel(index, count)}: ${value} ${value === 1 ? 'pair' : 'pairs'}`;
          return (
            <Tooltip key={index} title={label}>
              <rect
                role="listitem"
                aria-label={label}
                data-testid="histogram-bar"
                x={index * barWidth + 1}
                y={HEIGHT - height}
                width={barWidth - 2}
                height={height}
                rx={1}
                fill={below ? token.colorFillSecondary : token.colorPrimary}
              />
            </Tooltip>
          );
        })}
        <line
          data-testid="histogram-threshold"
          x1={thresholdX}
          x2={thresholdX}
          y1={0}
          y2={HEIGHT}
          stroke={token.colorError}
          strokeWidth={2}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        <span>0 %</span>
        <span>Pairs by similarity (log scale); the dashed line is the threshold</span>
        <span>100 %</span>
      </figcaption>
    </figure>
  );
}
