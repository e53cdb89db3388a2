import { Tag } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import type { TestRunResult } from '@marginalia/contracts';
import { VISIBILITY_TAGS } from './runFormat';

const SMALL = { marginInlineEnd: 0, fontSize: 11, lineHeight: '16px', paddingInline: 4 };

/**
 * A result's tags (Gradescope's `tags`) as small tags, and for staff when students do not see it at once, its
 * visibility ("Hidden", "After due date", "After published"), so staff know what students see.
 */
export function ResultTags({ result, showVisibility }: { result: Pick<TestRunResult, 'tags' | 'visibility'>; showVisibility: boolean }) {
  const visibility = showVisibility && result.visibility !== null ? VISIBILITY_TAGS[result.visibility] : null;
  if (result.tags.length === 0 && visibility === null) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {visibility !== null && (
        <Tag color="purple" icon={<EyeInvisibleOutlined aria-hidden />} style={SMALL} title="Who among students sees this result">
          {visibility}
        </Tag>
      )}
      {result.tags.map((tag) => (
        <Tag key={tag} style={SMALL}>
          {tag}
        </Tag>
      ))}
    </span>
  );
}
