import { Button, Dropdown, Space, Tooltip } from 'antd';
import { DeleteOutlined, DownOutlined, LockOutlined, UndoOutlined } from '@ant-design/icons';
import { ROSTER_MESSAGES, type RosterRole } from '@marginalia/contracts';
import { reenrollAction, removeAction, roleChangeActions, type RosterAction } from './roleChanges';
import { roleWithArticle } from './roleNames';
import type { RosterEntry, RosterView } from './rosterViews';

interface Props {
  item: RosterEntry;
  view: RosterView;
  currentEmail: string;
  onAction: (action: RosterAction) => void;
}

/** The actions of one roster row: change role, remove, or re-enroll an inactive person. */
export function RosterRowActions({ item, view, currentEmail, onAction }: Props) {
  const { email } = item;
  if (item.role === null || view === 'not_activated') return null;
  const withRole = item as RosterEntry & { role: RosterRole };

  if (view === 'inactive') {
    const action = reenrollAction(withRole);
    return (
      <Button size="small" icon={<UndoOutlined />} onClick={() => onAction(action)} aria-label={`Re-enroll ${email} as ${roleWithArticle(withRole.role)}`}>
        Re-enroll
      </Button>
    );
  }

  const changes = roleChangeActions(item, view);
  const isSelfAdmin = view === 'courseAdmins' && email.toLowerCase() === currentEmail.toLowerCase();
  return (
    <Space size={4}>
      {changes.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: changes.map((action) => ({ key: action.key, label: action.label })),
            onClick: ({ key }) => {
              const action = changes.find((candidate) => candidate.key === key);
              if (action) onAction(action);
            },
          }}
        >
          <Button size="small" aria-label={`Change role of ${email}`}>
            Change role <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {isSelfAdmin ? (
        // Not a disabled button: those take no focus and show no tooltip, and the reason must be reachable.
        <Tooltip title={ROSTER_MESSAGES.cannotRemoveSelf}>
          <Button size="small" type="text" icon={<LockOutlined />} aria-label={ROSTER_MESSAGES.cannotRemoveSelf} />
        </Tooltip>
      ) : (
        <Tooltip title="Remove">
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${email}`}
            onClick={() => onAction(removeAction(withRole))}
          />
        </Tooltip>
      )}
    </Space>
  );
}
