import { Flex, Tag, Typography, theme } from 'antd';
import type { RubricCategory } from '@marginalia/contracts';
import { MarkdownContent } from '../../../components/MarkdownContent';
import { limitLabel, pointsLabel } from '../../../points/pointSigns';
import type { CategoryPart } from '../model/types';
import { Highlighted } from './Highlighted';

/**
 * "-3 of -4 max" (or "-3" without a limit): what the category's comments add up to on this submission. A limit
 * only bounds points in its own direction, so a bonus in a category that caps deductions reads "+1" alone.
 */
export function categoryTotalLabel(part: CategoryPart): string {
  const { sum, category } = part;
  const limit = category.pointLimit;
  if (limit === null || limit === 0 || Math.sign(sum) !== Math.sign(limit)) return pointsLabel(sum);
  return `${pointsLabel(sum)} of ${pointsLabel(limit)} max`;
}

export interface RubricCategoryHeaderProps {
  category: RubricCategory;
  part: CategoryPart | undefined;
  query: string;
  showPoints: boolean;
}

/** A category's name, its limit and running total (with a "capped" tag once the limit bites), and its help text. */
export function RubricCategoryHeader({ category, part, query, showPoints }: RubricCategoryHeaderProps) {
  const { token } = theme.useToken();
  const capped = part !== undefined && part.counted !== part.sum;
  return (
    <div style={{ fontSize: token.fontSizeSM }}>
      <Flex align="center" gap={token.marginXS} wrap>
        <Typography.Text strong>
          <Highlighted text={category.name} query={query} />
        </Typography.Text>
        {showPoints && part && part.sum !== 0 && (
          <Typography.Text aria-label={`${category.name} total`} style={{ fontSize: token.fontSizeSM }}>
            {categoryTotalLabel(part)}
          </Typography.Text>
        )}
        {showPoints && capped && (
          <Tag color="warning" style={{ marginInlineEnd: 0 }} title={`Only ${pointsLabel(part.counted)} counts`}>
            capped
          </Tag>
        )}
      </Flex>
      {showPoints && category.pointLimit !== null && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {limitLabel(category.pointLimit)}
        </Typography.Text>
      )}
      {category.helpText !== '' && (
        <div style={{ color: token.colorTextSecondary }} aria-label={`About ${category.name}`}>
          <MarkdownContent source={category.helpText} />
        </div>
      )}
    </div>
  );
}
