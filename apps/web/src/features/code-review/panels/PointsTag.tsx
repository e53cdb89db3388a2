import { Tag } from 'antd';
import { pointsLabel } from '../../../points/pointSigns';

/** Points as a student reads them, stored sign in: "-2" in the error colour, "+1" in the success colour. */
export function PointsTag({ stored, suffix = '' }: { stored: number; suffix?: string }) {
  const color = stored > 0 ? 'error' : stored < 0 ? 'success' : undefined;
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {pointsLabel(stored)}
      {suffix}
    </Tag>
  );
}
