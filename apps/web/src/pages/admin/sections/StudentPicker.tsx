import { useMemo, useState } from 'react';
import { Checkbox, Select, Tag, theme } from 'antd';
import type { Section } from '@marginalia/contracts';
import type { Membership } from './sectionMembership';

interface StudentPickerProps {
  id?: string;
  value?: string[];
  onChange?: (students: string[]) => void;
  /** The section being edited: its own students are not "in another section". */
  sectionId: number;
  students: readonly string[];
  membership: Membership;
  disabled?: boolean;
}

interface StudentOption {
  value: string;
  label: string;
  section: Section | undefined;
}

/**
 * A searchable multi-select of the course's students, each marked with the section they are in now, or as
 * unassigned. The list is virtual, so thousands of students stay quick to open and search.
 */
export function StudentPicker({ id, value, onChange, sectionId, students, membership, disabled }: StudentPickerProps) {
  const { token } = theme.useToken();
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const options = useMemo<StudentOption[]>(() => {
    const chosen = new Set(value);
    return students
      .filter((email) => !onlyUnassigned || !membership.sectionOf.has(email) || chosen.has(email))
      .map((email) => ({ value: email, label: email, section: membership.sectionOf.get(email) }));
  }, [students, membership, onlyUnassigned, value]);

  return (
    <>
      <Checkbox checked={onlyUnassigned} onChange={(event) => setOnlyUnassigned(event.target.checked)} style={{ marginBottom: token.marginXS }}>
        List only students without a section ({membership.unassigned.length})
      </Checkbox>
      <Select<string[], StudentOption>
        id={id}
        mode="multiple"
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Search students by e-mail"
        notFoundContent="No student matches"
        optionRender={({ data }) => (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{data.value}</span>
            {!data.section ? (
              <Tag color="green">Unassigned</Tag>
            ) : data.section.id !== sectionId ? (
              <span style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>in {data.section.name}</span>
            ) : null}
          </span>
        )}
      />
    </>
  );
}
