import { Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { NEEDS_ATTENTION_TEXTS } from '@marginalia/contracts';

/**
 * A submission whose newest autograder run could not be graded (`needsAttention`): its grade is blank until a run
 * completes or staff finalize it. The explanation is the tooltip and the accessible description.
 */
export function NeedsAttentionTag() {
  return (
    <Tooltip title={NEEDS_ATTENTION_TEXTS.explanation}>
      <Tag color="warning" icon={<WarningOutlined aria-hidden />} aria-label={`${NEEDS_ATTENTION_TEXTS.tag}: ${NEEDS_ATTENTION_TEXTS.explanation}`} style={{ marginInlineEnd: 0 }}>
        {NEEDS_ATTENTION_TEXTS.tag}
      </Tag>
    </Tooltip>
  );
}
