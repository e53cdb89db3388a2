import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { MailOutlined, SearchOutlined } from '@ant-design/icons';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { RosterRowActions } from './RosterRowActions';
import type { RosterAction } from './roleChanges';
import { ROLE_NOUNS } from './roleNames';
import { countLabel, matchesSearch, VIEW_NOUNS, type RosterEntry, type RosterView } from './rosterViews';

interface Props {
  view: RosterView;
  entries: readonly RosterEntry[];
  currentEmail: string;
  /** Null when the roster cannot be edited (archived course). */
  onAction: ((action: RosterAction) => void) | null;
  empty: ReactNode;
  loading?: boolean;
  /** Rows chosen with checkboxes, by e-mail (the "Not activated" list chooses whom to invite). */
  selection?: { emails: readonly string[]; onChange: (emails: string[]) => void };
  /** "Send invitation" on each row of the "Not activated" list; left out where the roster cannot change. */
  onInvite?: (email: string) => void;
  /** Controls beside the search box. */
  toolbar?: ReactNode;
}

const SHOWS_SECTION: ReadonlySet<RosterView> = new Set(['students', 'not_activated', 'graders', 'superGraders', 'courseAdmins']);
/** Staff tables show the sections a person leads rather than one they belong to. */
const LEADS_SECTIONS: ReadonlySet<RosterView> = new Set(['graders', 'superGraders', 'courseAdmins']);
const SHOWS_ROLE: ReadonlySet<RosterView> = new Set(['inactive', 'not_activated']);

function RoleTags({ item, view, currentEmail }: { item: RosterEntry; view: RosterView; currentEmail: string }) {
  const tags: ReactNode[] = [];
  if (item.email.toLowerCase() === currentEmail.toLowerCase()) tags.push(<Tag key="you" color="green">you</Tag>);
  if (item.notActivated && view !== 'not_activated') tags.push(<Tag key="na">not activated</Tag>);
  for (const role of item.alsoHolds) if (!SHOWS_ROLE.has(view)) tags.push(<Tag key={role}>{`also ${ROLE_NOUNS[role]}`}</Tag>);
  return tags.length > 0 ? <>{tags}</> : null;
}

/** One roster group: instant search, sortable e-mails, pagination sized by the user's preference. */
export function RosterTable({ view, entries, currentEmail, onAction, empty, loading, selection, onInvite, toolbar }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const { defaultPageSize } = usePreferences();
  const preferences = usePreferencesStore();
  const nouns = VIEW_NOUNS[view];

  const shown = useMemo(() => entries.filter((item) => matchesSearch(item, deferredSearch)), [entries, deferredSearch]);

  const columns: TableColumnsType<RosterEntry> = [
    {
      title: 'E-mail',
      dataIndex: 'email',
      key: 'email',
      sorter: (a, b) => a.email.localeCompare(b.email),
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (email: string, item) => (
        <Flex gap={6} wrap align="center">
          <Typography.Text>{email}</Typography.Text>
          <RoleTags item={item} view={view} currentEmail={currentEmail} />
        </Flex>
      ),
    },
  ];
  if (SHOWS_ROLE.has(view)) {
    columns.push({
      title: 'Role',
      key: 'role',
      width: 220,
      render: (_, item) => (
        <Flex gap={4} wrap>
          {[item.role, ...(view === 'not_activated' ? item.alsoHolds : [])].map((role) =>
            role === null ? <Typography.Text key="none" type="secondary">no active role</Typography.Text> : <Tag key={role}>{ROLE_NOUNS[role]}</Tag>,
          )}
        </Flex>
      ),
    });
  }
  if (SHOWS_SECTION.has(view)) {
    columns.push({
      title: LEADS_SECTIONS.has(view) ? 'Leads' : 'Section',
      dataIndex: 'section',
      key: 'section',
      width: 200,
      sorter: (a, b) => (a.section ?? '').localeCompare(b.section ?? ''),
      render: (section: string | null) => section ?? <Typography.Text type="secondary">—</Typography.Text>,
    });
  }
  if (onAction && view !== 'not_activated') {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 190,
      align: 'right',
      render: (_, item) => <RosterRowActions item={item} view={view} currentEmail={currentEmail} onAction={onAction} />,
    });
  }

  if (onInvite && view === 'not_activated') {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 190,
      align: 'right',
      render: (_, item) => (
        <Button size="small" icon={<MailOutlined />} aria-label={`Send an invitation to ${item.email}`} onClick={() => onInvite(item.email)}>
          Send invitation
        </Button>
      ),
    });
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Input
          aria-label={nouns.search}
          placeholder={view === 'students' ? 'E-mail or section' : 'E-mail'}
          prefix={<SearchOutlined />}
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {countLabel(view, shown.length, entries.length)}
        </Typography.Text>
        {toolbar}
      </Flex>
      <Table<RosterEntry>
        size="small"
        rowKey="key"
        sticky
        loading={loading}
        columns={columns}
        dataSource={shown as RosterEntry[]}
        rowSelection={
          selection && {
            selectedRowKeys: entries.filter((item) => selection.emails.includes(item.email)).map((item) => item.key),
            onChange: (_keys, rows) => selection.onChange(rows.map((item) => item.email)),
            getCheckboxProps: (item) => ({ 'aria-label': `Choose ${item.email}` }),
          }
        }
        locale={{ emptyText: deferredSearch.trim() !== '' && entries.length > 0 ? `No ${nouns.many} match “${deferredSearch.trim()}”.` : empty }}
        pagination={{
          current: page,
          pageSize: defaultPageSize,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          hideOnSinglePage: false,
          onChange: (nextPage, nextSize) => {
            if (nextSize !== defaultPageSize) {
              preferences.set('defaultPageSize', nextSize);
              setPage(1);
            } else {
              setPage(nextPage);
            }
          },
        }}
      />
    </Flex>
  );
}
