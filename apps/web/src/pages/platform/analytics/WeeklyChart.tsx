import { theme } from 'antd';
import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeek, formatWeekShort, type SeriesKey, type WeekRow } from './series';

// The chart library (recharts) lives in this file alone, which the analytics page loads on demand: no other page
// downloads it. The chart is drawn for the eye only; its figure carries a summary and the page a table of the
// numbers for screen readers.

export interface ChartSeries {
  key: SeriesKey;
  label: string;
  /** From the theme's tokens, so it suits light and dark. */
  color: string;
}

export interface WeeklyChartProps {
  rows: readonly WeekRow[];
  series: readonly ChartSeries[];
  /** Lines for series that overlap (one person may hold several roles), a filled area for a single count. */
  kind: 'line' | 'area';
  height?: number;
}

export default function WeeklyChart({ rows, series, kind, height = 220 }: WeeklyChartProps) {
  const { token } = theme.useToken();
  const axis = { stroke: token.colorBorder, tick: { fill: token.colorTextSecondary, fontSize: token.fontSizeSM } };
  const common = {
    data: rows as WeekRow[],
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
    accessibilityLayer: false,
  };
  const parts = (
    <>
      <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
      <XAxis dataKey="week" tickFormatter={formatWeekShort} minTickGap={24} {...axis} />
      <YAxis allowDecimals={false} width={48} {...axis} />
      <Tooltip
        labelFormatter={(week) => `Week of ${formatWeek(String(week))}`}
        contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, color: token.colorText }}
        labelStyle={{ color: token.colorTextHeading }}
        cursor={{ stroke: token.colorBorder }}
      />
      {series.length > 1 ? <Legend wrapperStyle={{ color: token.colorText, fontSize: token.fontSizeSM }} /> : null}
    </>
  );
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
        {kind === 'line' ? (
          <LineChart {...common}>
            {parts}
            {series.map((one) => (
              <Line key={one.key} type="monotone" dataKey={one.key} name={one.label} stroke={one.color} strokeWidth={2} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : (
          <AreaChart {...common}>
            {parts}
            {series.map((one) => (
              <Area
                key={one.key}
                type="monotone"
                dataKey={one.key}
                name={one.label}
                stroke={one.color}
                fill={one.color}
                fillOpacity={0.18}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
