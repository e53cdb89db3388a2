import type { KeyboardEvent } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { MarkdownContent } from '../../../components/MarkdownContent';
import type { RubricChoice } from '../model/types';
import { Highlighted } from './Highlighted';
import { HighlightedMarkdown } from './HighlightedMarkdown';
import { PointsTag } from './PointsTag';

export interface RubricChoiceItemProps {
  choice: RubricChoice;
  query: string;
  showPoints: boolean;
  /** Where it is listed: a rubric comment shows in its category and may show again under "Frequently used". */
  group: 'category' | 'frequent';
  /** Not applicable (finished work): shown dimmed, announced as disabled, with this reason; choosing does nothing. */
  disabledReason?: string | null;
  onChoose(rubricCommentId: number): void;
}

/** One rubric comment: points, name, text, grader instructions. Click or Enter applies it. */
export function RubricChoiceItem({ choice, query, showPoints, group, disabledReason = null, onChoose }: RubricChoiceItemProps) {
  const { token } = theme.useToken();
  const { rubricComment } = choice;
  const disabled = disabledReason !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(rubricComment.id);
    }
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`Apply ${rubricComment.name}`}
      aria-disabled={disabled || undefined}
      title={disabledReason ?? undefined}
      data-testid={`${group === 'frequent' ? 'frequent-' : ''}rubric-comment-${rubricComment.id}`}
      onClick={disabled ? undefined : () => onChoose(rubricComment.id)}
      onKeyDown={onKeyDown}
      className={disabled ? undefined : 'rubric-choice'}
      style={{
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: disabled ? token.colorTextDisabled : undefined,
        cursor: disabled ? 'not-allowed' : 'pointer',
        fontSize: token.fontSizeSM,
      }}
    >
      <Flex align="center" gap={token.marginXXS} wrap>
        {showPoints && <PointsTag stored={rubricComment.pointDelta} />}
        <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>
          <Highlighted text={rubricComment.name} query={query} />
        </Typography.Text>
        {rubricComment.templateTextOn && (
          <Tag style={{ marginInlineEnd: 0 }} title="Its text is a template to fill in">
            Template
          </Tag>
        )}
      </Flex>
      {rubricComment.text !== '' && <HighlightedMarkdown source={rubricComment.text} query={query} />}
      {rubricComment.instructionText !== '' && (
        <div style={{ color: token.colorTextSecondary, fontStyle: 'italic' }} aria-label="Grader instructions">
          <MarkdownContent source={rubricComment.instructionText} />
        </div>
      )}
    </div>
  );
}
