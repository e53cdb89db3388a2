import { Select } from 'antd';

// The grader and section filters of the grading lists (all submissions, regrade requests): "All" is no filter,
// and NONE (the empty string) picks rows without a grader or without a section.

const ANY = 'any';
export const NONE = '';

const fromSelect = (value: string) => (value === ANY ? null : value);

interface FilterSelectProps {
  /** null: no filter; NONE: rows without one. */
  value: string | null;
  onChange(value: string | null): void;
  choices: string[];
  /** Whether some row has none, so that "No grader" / "No section" is worth offering. */
  offerNone: boolean;
  minWidth?: number;
}

export function GraderFilterSelect({ value, onChange, choices, offerNone, minWidth = 180 }: FilterSelectProps) {
  return (
    <Select
      aria-label="Filter by grader"
      value={value ?? ANY}
      onChange={(picked: string) => onChange(fromSelect(picked))}
      options={[
        { value: ANY, label: 'All graders' },
        ...choices.map((email) => ({ value: email, label: email })),
        ...(offerNone ? [{ value: NONE, label: 'No grader' }] : []),
      ]}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth }}
    />
  );
}

export function SectionFilterSelect({ value, onChange, choices, offerNone, minWidth = 150 }: FilterSelectProps) {
  return (
    <Select
      aria-label="Filter by section"
      value={value ?? ANY}
      onChange={(picked: string) => onChange(fromSelect(picked))}
      options={[
        { value: ANY, label: 'All sections' },
        ...choices.map((name) => ({ value: name, label: name })),
        ...(offerNone ? [{ value: NONE, label: 'No section' }] : []),
      ]}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth }}
    />
  );
}
