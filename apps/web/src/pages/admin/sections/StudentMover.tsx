import { useMemo, useState } from 'react';
import { Button, Flex, message, theme, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import type { Section } from '@marginalia/contracts';
import { MoverPane, type PaneChoice } from './MoverPane';
import type { Membership } from './sectionMembership';
import type { SectionActions } from './useSectionsData';

interface StudentMoverProps {
  sections: readonly Section[];
  membership: Membership;
  move: SectionActions['move'];
  readOnly: boolean;
}

const UNASSIGNED = 'none';

/**
 * Two lists side by side, each showing one section or the students without one. Students move by dragging
 * rows (a selected row carries the whole selection) or, from the keyboard, by selecting them and using the
 * arrow buttons.
 */
export function StudentMover({ sections, membership, move, readOnly }: StudentMoverProps) {
  const { token } = theme.useToken();
  const [messages, messageHolder] = message.useMessage();
  const choices = useMemo<PaneChoice[]>(
    () => [
      {
        value: UNASSIGNED,
        name: 'no section',
        label: `No section (${membership.unassigned.length})`,
        target: null,
        students: membership.unassigned,
      },
      ...[...sections]
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
        .map((section) => ({
          value: String(section.id),
          name: section.name,
          label: `${section.name} (${section.students.length})`,
          target: section.id,
          students: section.students,
        })),
    ],
    [sections, membership],
  );
  const [leftValue, setLeftValue] = useState(UNASSIGNED);
  const [rightValue, setRightValue] = useState(() => choices[1]?.value ?? UNASSIGNED);
  const [leftSelected, setLeftSelected] = useState<string[]>([]);
  const [rightSelected, setRightSelected] = useState<string[]>([]);
  // A section deleted meanwhile falls back to the students without a section.
  const pick = (value: string) => choices.find((choice) => choice.value === value) ?? choices[0]!;
  const left = pick(leftValue);
  const right = pick(rightValue);

  function send(emails: string[], to: PaneChoice) {
    if (emails.length === 0) return;
    move.mutate(
      { emails, target: to.target },
      {
        onSuccess: (count) => {
          setLeftSelected([]);
          setRightSelected([]);
          void messages.success(`Moved ${count} ${count === 1 ? 'student' : 'students'} to ${to.name}.`);
        },
      },
    );
  }

  const same = left.value === right.value;
  return (
    <>
      {messageHolder}
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginXS}px` }}>
        {readOnly
          ? 'Pick a section on each side to compare them.'
          : 'Drag students from one list onto the other, or tick them and use the arrows. Choose what each list shows above it.'}
      </p>
      <Flex gap={token.marginSM} align="stretch">
        <MoverPane
          name="Left list"
          choices={choices}
          choice={left}
          onChoose={(value) => (setLeftValue(value), setLeftSelected([]))}
          selected={leftSelected}
          onSelect={setLeftSelected}
          onDrop={(emails) => send(emails, left)}
          readOnly={readOnly}
        />
        <Flex vertical justify="center" gap={token.marginXS}>
          <Tooltip title={`Move the selected students to ${right.name}`}>
            <Button
              icon={<ArrowRightOutlined />}
              aria-label={`Move ${leftSelected.length} selected to the right list`}
              disabled={readOnly || same || leftSelected.length === 0}
              loading={move.isPending}
              onClick={() => send(leftSelected, right)}
            />
          </Tooltip>
          <Tooltip title={`Move the selected students to ${left.name}`}>
            <Button
              icon={<ArrowLeftOutlined />}
              aria-label={`Move ${rightSelected.length} selected to the left list`}
              disabled={readOnly || same || rightSelected.length === 0}
              loading={move.isPending}
              onClick={() => send(rightSelected, left)}
            />
          </Tooltip>
        </Flex>
        <MoverPane
          name="Right list"
          choices={choices}
          choice={right}
          onChoose={(value) => (setRightValue(value), setRightSelected([]))}
          selected={rightSelected}
          onSelect={setRightSelected}
          onDrop={(emails) => send(emails, right)}
          readOnly={readOnly}
        />
      </Flex>
    </>
  );
}
