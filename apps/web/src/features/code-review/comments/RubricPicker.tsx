import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import { pointsLabel } from '../../../points/pointSigns';
import type { RubricChoice } from '../model/types';
import { rubricCommentTitle } from './rubricTitle';

// The rubric comment a comment links to: grouped by category in rubric order, searched by category name, short
// name and text together, so "style names" finds "Unclear names" under Style.

interface RubricOption {
  value: number;
  label: React.ReactNode;
  /** What the search looks in. */
  search: string;
  /** Shown in the box once chosen. */
  display: string;
}

interface RubricGroup {
  label: string;
  title: string;
  /** A category name typed alone shows all of the category. */
  search: string;
  options: RubricOption[];
}

// Kept here too for the editor's callers; the read view takes it from rubricTitle.ts, without the picker's Select.
export { rubricCommentTitle };

/** The choices grouped by category, in the order given. */
export function rubricGroups(choices: RubricChoice[], withPoints = true): RubricGroup[] {
  const groups = new Map<number, RubricGroup>();
  for (const choice of choices) {
    const { category, rubricComment } = choice;
    let group = groups.get(category.id);
    if (!group) {
      group = { label: category.name, title: category.name, search: category.name.toLowerCase(), options: [] };
      groups.set(category.id, group);
    }
    const title = rubricCommentTitle(choice);
    group.options.push({
      value: rubricComment.id,
      display: `${category.name} · ${title}`,
      search: `${category.name} ${rubricComment.name} ${rubricComment.text}`.toLowerCase(),
      label: (
        <span style={{ display: 'flex', gap: '0.5em', justifyContent: 'space-between' }}>
          <Typography.Text ellipsis={{ tooltip: rubricComment.text }}>{title}</Typography.Text>
          {withPoints ? <Typography.Text type="secondary">{pointsLabel(rubricComment.pointDelta)}</Typography.Text> : null}
        </span>
      ),
    });
  }
  return [...groups.values()];
}

/** Every word typed must appear somewhere in the option's category, name or text. */
export function matchesRubricSearch(input: string, search: string): boolean {
  return input
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => search.includes(word));
}

interface RubricPickerProps {
  id: string;
  choices: RubricChoice[];
  value: number | null;
  onChange(value: number | null): void;
  onOpenChange(open: boolean): void;
  status?: 'error';
  disabled?: boolean;
  /** Each choice shows its points (not to peer reviewers). */
  withPoints?: boolean;
}

export function RubricPicker({ id, choices, value, onChange, onOpenChange, status, disabled, withPoints = true }: RubricPickerProps) {
  const groups = useMemo(() => rubricGroups(choices, withPoints), [choices, withPoints]);
  return (
    <Select<number | null, RubricOption | RubricGroup>
      id={id}
      size="small"
      value={value}
      placeholder="None"
      allowClear
      disabled={disabled}
      status={status}
      options={groups}
      optionLabelProp="display"
      showSearch={{ filterOption: (input, option) => matchesRubricSearch(input, (option as { search?: string } | undefined)?.search ?? '') }}
      onChange={(next) => onChange(next ?? null)}
      onOpenChange={onOpenChange}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 420 } } }}
      notFoundContent="No rubric comment matches."
      style={{ width: '100%' }}
    />
  );
}
