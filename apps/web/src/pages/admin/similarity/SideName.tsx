import { Tag } from 'antd';
import type { SimilaritySubmission } from '@marginalia/contracts';
import { OtherCourseSideName } from './OtherCourseSide';
import { sideName } from './similarityFormat';

/** A submission of a check in a list: its name (or that it comes from a course the reader may not read), tagged with its offering when earlier. */
export function SideName({ side }: { side: SimilaritySubmission }) {
  return (
    <span>
      {side.readable ? sideName(side) : <OtherCourseSideName />}
      {side.earlier && (
        <Tag style={{ marginLeft: 6 }} title={`From ${side.earlier.assignment}`}>
          {side.earlier.course}, {side.earlier.period}
        </Tag>
      )}
    </span>
  );
}
