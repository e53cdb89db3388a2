import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { parseRosterRole, type RosterRole } from '@marginalia/contracts';
import { ROLE_OPTIONS } from '../AddPeopleDialog';
import { ROLE_NOUNS } from '../roleNames';
import type { DraftRow, PreviewOutcome, PreviewRow } from './importPreview';

const OUTCOME_TAGS: Record<PreviewOutcome, { label: string; color?: string }> = {
  added: { label: 'add', color: 'green' },
  newUser: { label: 'new account', color: 'blue' },
  reenrolled: { label: 're-enroll', color: 'cyan' },
  moved: { label: 'change section', color: 'gold' },
  unchanged: { label: 'unchanged' },
  error: { label: 'error', color: 'red' },
  pending: { label: 'checking…' },
};

interface Edit {
  id: number;
  email: string;
  role: RosterRole | undefined;
  section: string;
}

interface Props {
  rows: readonly PreviewRow[];
  onEdit: (id: number, changes: Pick<DraftRow, 'email' | 'role' | 'section'>) => void;
  onRemove: (id: number) => void;
  onEditingChange: (editing: boolean) => void;
}

function rowName(row: PreviewRow): string {
  return row.line === null ? `row ${row.email || '(no e-mail)'}` : `line ${row.line}`;
}

/** The upload's rows, a page at a time, each with its verdict and an inline editor to fix it. */
export function PreviewTable({ rows, onEdit, onRemove, onEditingChange }: Props) {
  const [edit, setEdit] = useState<Edit | null>(null);
  const [pageSize, setPageSize] = useState(50);

  function startEdit(row: PreviewRow) {
    setEdit({ id: row.id, email: row.email, role: row.role ?? parseRosterRole(row.roleText) ?? undefined, section: row.section });
    onEditingChange(true);
  }
  function stopEdit() {
    setEdit(null);
    onEditingChange(false);
  }
  function save() {
    if (!edit?.role) return;
    onEdit(edit.id, { email: edit.email.trim(), role: ROLE_NOUNS[edit.role], section: edit.section.trim() });
    stopEdit();
  }
  const editing = (row: PreviewRow) => edit !== null && edit.id === row.id;

  const columns: TableColumnsType<PreviewRow> = [
    { title: 'Line', dataIndex: 'line', key: 'line', width: 64, render: (line: number | null) => line ?? '—' },
    {
      title: 'E-mail',
      key: 'email',
      render: (_, row) =>
        editing(row) && edit ? (
          <Input size="small" aria-label={`E-mail on ${rowName(row)}`} value={edit.email} onChange={(event) => setEdit({ ...edit, email: event.target.value })} onPressEnter={save} />
        ) : (
          row.email || <Typography.Text type="secondary">(empty)</Typography.Text>
        ),
    },
    {
      title: 'Role',
      key: 'role',
      width: 150,
      render: (_, row) =>
        editing(row) && edit ? (
          <Select<RosterRole>
            size="small"
            aria-label={`Role on ${rowName(row)}`}
            placeholder="Choose a role"
            options={ROLE_OPTIONS}
            value={edit.role}
            onChange={(role) => setEdit({ ...edit, role })}
            style={{ width: '100%' }}
          />
        ) : row.role ? (
          ROLE_NOUNS[row.role]
        ) : (
          row.roleText
        ),
    },
    {
      title: 'Section',
      key: 'section',
      width: 150,
      render: (_, row) =>
        editing(row) && edit ? (
          <Input size="small" aria-label={`Section on ${rowName(row)}`} value={edit.section} onChange={(event) => setEdit({ ...edit, section: event.target.value })} onPressEnter={save} />
        ) : (
          row.section
        ),
    },
    {
      title: 'Outcome',
      key: 'outcome',
      width: 120,
      render: (_, row) => <Tag color={OUTCOME_TAGS[row.outcome].color}>{OUTCOME_TAGS[row.outcome].label}</Tag>,
    },
    {
      title: 'Errors',
      key: 'errors',
      render: (_, row) =>
        row.errors.length > 0 && (
          <Typography.Text type="danger">
            {row.errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Typography.Text>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 96,
      render: (_, row) =>
        editing(row) ? (
          <Space size={0}>
            <Tooltip title="Save">
              <Button size="small" type="text" icon={<CheckOutlined />} aria-label={`Save ${rowName(row)}`} disabled={!edit?.role} onClick={save} />
            </Tooltip>
            <Tooltip title="Cancel">
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`Cancel editing ${rowName(row)}`} onClick={stopEdit} />
            </Tooltip>
          </Space>
        ) : (
          <Space size={0}>
            <Tooltip title="Edit">
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Edit ${rowName(row)}`} disabled={edit !== null} onClick={() => startEdit(row)} />
            </Tooltip>
            <Tooltip title="Remove from upload">
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${rowName(row)} from the upload`}
                disabled={edit !== null}
                onClick={() => onRemove(row.id)}
              />
            </Tooltip>
          </Space>
        ),
    },
  ];

  return (
    <Table<PreviewRow>
      size="small"
      rowKey="id"
      sticky
      columns={columns}
      dataSource={rows as PreviewRow[]}
      pagination={{
        pageSize,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        onShowSizeChange: (_, size) => setPageSize(size),
        showTotal: (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'row' : 'rows'}`,
      }}
    />
  );
}
