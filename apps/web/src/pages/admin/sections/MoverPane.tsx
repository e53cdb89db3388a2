import { useMemo, useState, type DragEvent } from 'react';
import { Input, Select, Table, theme } from 'antd';
import { searchEmails, type MoveTarget } from './sectionMembership';

/** The drag payload: the pane it left and the e-mails it carries. A private type keeps foreign drops out. */
export const STUDENTS_DRAG_TYPE = 'application/x-marginalia-students';

export interface PaneChoice {
  value: string;
  /** The section's name, or "no section". */
  name: string;
  label: string;
  target: MoveTarget;
  students: readonly string[];
}

interface MoverPaneProps {
  /** Names the pane for assistive technology and for the drag payload ("Left list"). */
  name: string;
  choices: readonly PaneChoice[];
  choice: PaneChoice;
  onChoose: (value: string) => void;
  selected: string[];
  onSelect: (emails: string[]) => void;
  /** Students dropped here from the other pane. */
  onDrop: (emails: string[]) => void;
  readOnly: boolean;
}

const LIST_HEIGHT = 420;

/** One side of the student mover: a section (or "no section"), a search and a virtual list to drag from. */
export function MoverPane({ name, choices, choice, onChoose, selected, onSelect, onDrop, readOnly }: MoverPaneProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const [dropping, setDropping] = useState(false);
  const rows = useMemo(() => searchEmails(choice.students, search).map((email) => ({ email })), [choice, search]);

  function startDrag(event: DragEvent, email: string) {
    // Dragging a selected row carries the whole selection; any other row goes alone.
    const emails = selected.includes(email) ? selected : [email];
    event.dataTransfer.setData(STUDENTS_DRAG_TYPE, JSON.stringify({ from: name, emails }));
    event.dataTransfer.effectAllowed = 'move';
  }

  function dragOver(event: DragEvent) {
    if (readOnly || !event.dataTransfer.types.includes(STUDENTS_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropping(true);
  }

  function drop(event: DragEvent) {
    setDropping(false);
    const raw = event.dataTransfer.getData(STUDENTS_DRAG_TYPE);
    if (!raw) return;
    event.preventDefault();
    const payload = JSON.parse(raw) as { from: string; emails: string[] };
    if (payload.from !== name) onDrop(payload.emails);
  }

  return (
    <section
      aria-label={name}
      onDragOver={dragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
      style={{
        flex: 1,
        minWidth: 0,
        padding: token.paddingSM,
        borderRadius: token.borderRadiusLG,
        border: `${token.lineWidth * 2}px ${dropping ? 'dashed' : 'solid'} ${dropping ? token.colorPrimary : token.colorBorderSecondary}`,
        background: dropping ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Select
        aria-label={name}
        value={choice.value}
        onChange={onChoose}
        options={choices.map(({ value, label }) => ({ value, label }))}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%', marginBottom: token.marginXS }}
      />
      <Input.Search
        aria-label={`Search ${name}`}
        placeholder="Search by e-mail"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: token.marginXS }}
      />
      <Table<{ email: string }>
        rowKey="email"
        size="small"
        virtual
        scroll={{ y: LIST_HEIGHT }}
        pagination={false}
        dataSource={rows}
        columns={[{ title: `${rows.length} ${rows.length === 1 ? 'student' : 'students'}`, dataIndex: 'email', ellipsis: true }]}
        rowSelection={
          readOnly ? undefined : { columnWidth: 40, selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }
        }
        onRow={(row) => ({ draggable: !readOnly, onDragStart: (event) => startDrag(event, row.email) })}
        locale={{ emptyText: search ? 'No student matches the search.' : 'No students here.' }}
      />
    </section>
  );
}
