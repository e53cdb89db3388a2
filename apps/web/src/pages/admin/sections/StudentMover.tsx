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
  const leftSide = useMoverSide(UNASSIGNED);
  const rightSide = useMoverSide(choices[1]?.value ?? UNASSIGNED);
  // A section deleted meanwhile falls back to the students without a section.
  const pick = (value: string) => choices.find((choice) => choice.value === value) ?? choices[0]!;
  const left = pick(leftSide.value);
  const right = pick(rightSide.value);

  function send(emails: string[], to: PaneChoice) {
    if (emails.length === 0) return;
    move.mutate(
      { emails, target: to.target },
      {
        onSuccess: (count) => {
          leftSide.setSelected([]);
          rightSide.setSelected([]);
          void messages.success(`Moved ${count} ${count === 1 ? 'student' : 'students'} to ${to.name}.`);
        },
      },
    );
  }

  const pane = (name: string, side: MoverSide, choice: PaneChoice) => (
    <MoverPane
      name={name}
      choices={choices}
      choice={choice}
      onChoose={side.choose}
      selected={side.selected}
      onSelect={side.setSelected}
      onDrop={(emails) => send(emails, choice)}
      readOnly={readOnly}
    />
  );
  const blocked = readOnly || left.value === right.value;
  const moveButton = (toward: 'left' | 'right', from: MoverSide, to: PaneChoice) => (
    <MoveButton
      toward={toward}
      to={to}
      count={from.selected.length}
      blocked={blocked}
      busy={move.isPending}
      onClick={() => send(from.selected, to)}
    />
  );

  return (
    <>
      {messageHolder}
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginXS}px` }}>
        {readOnly
          ? 'Pick a section on each side to compare them.'
          : 'Drag students from one list onto the other, or tick them and use the arrows. Choose what each list shows above it.'}
      </p>
      <Flex gap={token.marginSM} align="stretch">
        {pane('Left list', leftSide, left)}
        <Flex vertical justify="center" gap={token.marginXS}>
          {moveButton('right', leftSide, right)}
          {moveButton('left', rightSide, left)}
        </Flex>
        {pane('Right list', rightSide, right)}
      </Flex>
    </>
  );
}

interface MoverSide {
  value: string;
  choose: (value: string) => void;
  selected: string[];
  setSelected: (emails: string[]) => void;
}

/** What one list shows and which of its students are ticked; choosing another section clears the ticks. */
function useMoverSide(initial: string): MoverSide {
  const [value, setValue] = useState(initial);
  const [selected, setSelected] = useState<string[]>([]);
  const choose = (next: string) => {
    setValue(next);
    setSelected([]);
  };
  return { value, choose, selected, setSelected };
}

interface MoveButtonProps {
  toward: 'left' | 'right';
  to: PaneChoice;
  count: number;
  blocked: boolean;
  /** A move is on its way: the buttons spin and wait. */
  busy: boolean;
  onClick: () => void;
}

/** The keyboard way to move: an arrow button that sends the other list's ticked students to `to`. */
function MoveButton({ toward, to, count, blocked, busy, onClick }: MoveButtonProps) {
  return (
    <Tooltip title={`Move the selected students to ${to.name}`}>
      <Button
        icon={toward === 'right' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        aria-label={`Move ${count} selected to the ${toward} list`}
        disabled={blocked || count === 0}
        loading={busy}
        onClick={onClick}
      />
    </Tooltip>
  );
}
