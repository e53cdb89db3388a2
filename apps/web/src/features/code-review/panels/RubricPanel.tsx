import { useMemo, useState } from 'react';
import { Alert, Empty, Flex, Input, Typography, theme } from 'antd';
import type { RubricCategory } from '@marginalia/contracts';
import type { GradeBreakdown, RubricChoice } from '../model/types';
import { RubricCategoryHeader } from './RubricCategoryHeader';
import { RubricChoiceItem } from './RubricChoiceItem';
import { choiceMatches, normalizeQuery } from './rubricSearch';

export interface RubricPanelProps {
  /** In rubric order. */
  choices: RubricChoice[];
  categories: RubricCategory[];
  breakdown: GradeBreakdown;
  /** Rubric comment ids, most used first. */
  frequent: number[];
  forcedRubricMode: boolean;
  /** A selection or an open new comment exists: a rubric comment can be applied to it. */
  canApply: boolean;
  showPoints: boolean;
  /** Why no rubric comment can be applied at all (finished work): the items show as not applicable, with this reason. */
  lockedReason?: string | null;
  onApply(rubricCommentId: number): void;
}

export const SELECT_FIRST_HINT = 'Select code first, then choose a rubric comment.';
export const FORCED_RUBRIC_NOTICE = 'This assignment only takes rubric comments.';

/**
 * The rubric beside the code: search, the frequently used comments, then each category with its limit and what it
 * adds up to so far. Choosing a rubric comment applies it to the selected code.
 */
export function RubricPanel({ choices, categories, breakdown, frequent, forcedRubricMode, canApply, showPoints, lockedReason = null, onApply }: RubricPanelProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const [hint, setHint] = useState(false);
  const query = normalizeQuery(search);

  const shown = useMemo(() => choices.filter((choice) => choiceMatches(choice, query)), [choices, query]);
  const frequentShown = useMemo(() => {
    const byId = new Map(shown.map((choice) => [choice.rubricComment.id, choice]));
    return frequent.flatMap((id) => byId.get(id) ?? []);
  }, [shown, frequent]);
  const parts = useMemo(() => new Map(breakdown.categories.map((part) => [part.category.id, part])), [breakdown]);
  const ordered = useMemo(() => [...categories].sort((a, b) => a.sortKey - b.sortKey || a.id - b.id), [categories]);

  const choose = (rubricCommentId: number) => {
    if (lockedReason) return;
    if (!canApply) {
      setHint(true);
      return;
    }
    setHint(false);
    onApply(rubricCommentId);
  };
  const item = (choice: RubricChoice, group: 'category' | 'frequent') => (
    <RubricChoiceItem
      key={`${group}-${choice.rubricComment.id}`}
      choice={choice}
      query={query}
      showPoints={showPoints}
      group={group}
      disabledReason={lockedReason}
      onChoose={choose}
    />
  );

  return (
    <Flex vertical gap={token.marginXS} aria-label="Rubric" role="region">
      {forcedRubricMode && <Alert type="info" showIcon title={FORCED_RUBRIC_NOTICE} />}
      <Input.Search
        allowClear
        size="small"
        placeholder="Search the rubric"
        aria-label="Search the rubric"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {lockedReason && <Alert type="info" showIcon role="status" title={lockedReason} data-testid="rubric-locked" />}
      {hint && !canApply && !lockedReason && (
        <Alert type="warning" showIcon role="status" title={SELECT_FIRST_HINT} closable={{ onClose: () => setHint(false) }} />
      )}
      {choices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No rubric comments yet." />
      ) : shown.length === 0 ? (
        <Typography.Text type="secondary">No rubric comments match.</Typography.Text>
      ) : null}
      {frequentShown.length > 0 && (
        <section aria-label="Frequently used">
          <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>
            Frequently used
          </Typography.Text>
          <Flex vertical gap={token.marginXXS}>
            {frequentShown.map((choice) => item(choice, 'frequent'))}
          </Flex>
        </section>
      )}
      {ordered.map((category) => {
        const inCategory = shown.filter((choice) => choice.category.id === category.id);
        if (inCategory.length === 0) return null;
        return (
          <section key={category.id} aria-label={category.name}>
            <RubricCategoryHeader category={category} part={parts.get(category.id)} query={query} showPoints={showPoints} />
            <Flex vertical gap={token.marginXXS}>
              {inCategory.map((choice) => item(choice, 'category'))}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
