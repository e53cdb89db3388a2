import { useMemo, useState } from 'react';
import { Button, Input, Popconfirm, Space, Table, Tag, theme, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { Section } from '@marginalia/contracts';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { searchSections } from './sectionMembership';
import type { SectionActions } from './useSectionsData';
import { plural } from '../../../format/plural';

interface SectionsTableProps {
  sections: readonly Section[];
  remove: SectionActions['remove'];
  onEdit: (section: Section) => void;
  readOnly: boolean;
}

/** Leaders beyond this many are summed up as "+N", so rows stay one line high. */
const LEADERS_SHOWN = 2;

/** The sections as a searchable, sortable, paged table with edit and delete per row. */
export function SectionsTable({ sections, remove, onEdit, readOnly }: SectionsTableProps) {
  const { token } = theme.useToken();
  const { defaultPageSize } = usePreferences();
  const preferences = usePreferencesStore();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => searchSections(sections, search), [sections, search]);

  const columns: TableColumnsType<Section> = [
    {
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }),
      defaultSortOrder: 'ascend',
    },
    {
      title: 'Leaders',
      dataIndex: 'leaders',
      render: (leaders: string[]) =>
        leaders.length === 0 ? (
          <span style={{ color: token.colorTextTertiary }}>No leader</span>
        ) : (
          <span title={leaders.join(', ')}>
            {leaders.slice(0, LEADERS_SHOWN).map((email) => (
              <Tag key={email}>{email}</Tag>
            ))}
            {leaders.length > LEADERS_SHOWN && <Tag>+{leaders.length - LEADERS_SHOWN}</Tag>}
          </span>
        ),
    },
    {
      title: 'Students',
      key: 'students',
      align: 'right',
      width: 110,
      sorter: (a, b) => a.students.length - b.students.length,
      render: (_, section) => section.students.length,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 190,
      render: (_, section) => (
        <Space size="small">
          <Button
            size="small"
            icon={readOnly ? <EyeOutlined /> : <EditOutlined />}
            onClick={() => onEdit(section)}
            aria-label={`${readOnly ? 'View' : 'Edit'} section ${section.name}`}
          >
            {readOnly ? 'View' : 'Edit'}
          </Button>
          <Popconfirm
            title={`Delete section “${section.name}”?`}
            description={`Its ${plural(section.students.length, 'student')} will have no section.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            // The generic call has already shown a failure; the confirmation just closes.
            onConfirm={() => remove.mutateAsync(section.id).catch(() => undefined)}
            disabled={readOnly}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={readOnly} aria-label={`Delete section ${section.name}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Input.Search
        aria-label="Search sections"
        placeholder="Search by section, leader or student"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360, marginBottom: token.marginSM }}
      />
      <Table<Section>
        rowKey="id"
        size="small"
        sticky
        columns={columns}
        dataSource={shown}
        locale={{ emptyText: search ? 'No section matches the search.' : 'No sections yet. Add one above.' }}
        pagination={{
          defaultPageSize,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => plural(total, 'section'),
          onShowSizeChange: (_, size) => preferences.set('defaultPageSize', size),
        }}
      />
    </>
  );
}
