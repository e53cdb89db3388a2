import { Descriptions, Drawer, Tag, theme } from 'antd';
import type { AuditEventRow } from '@marginalia/contracts';
import { courseLabel, objectLabel, occurredAt } from './auditFormat';

/** One event in full: every field, and its data as stored. */
export function AuditEventDrawer({ event, onClose }: { event: AuditEventRow | null; onClose(): void }) {
  const { token } = theme.useToken();
  return (
    <Drawer open={event !== null} onClose={onClose} title={event ? <Tag>{event.type}</Tag> : 'Event'} size="large">
      {event && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'when', label: 'When', children: occurredAt(event.occurredAt) },
              { key: 'actor', label: 'Done by', children: event.actor?.email ?? 'Marginalia (no person)' },
              ...(event.impersonator ? [{ key: 'impersonator', label: 'Acting platform admin', children: event.impersonator.email }] : []),
              { key: 'ip', label: 'Address', children: event.ip ?? '—' },
              { key: 'course', label: 'Course', children: courseLabel(event) },
              { key: 'target', label: 'About', children: event.targetUser?.email ?? '—' },
              { key: 'object', label: 'Object', children: objectLabel(event) },
              { key: 'id', label: 'Event id', children: event.id },
            ]}
          />
          <h3 style={{ fontSize: token.fontSize, marginTop: token.marginLG }}>Data</h3>
          <pre style={{ background: token.colorFillQuaternary, padding: token.paddingSM, borderRadius: token.borderRadius, overflowX: 'auto', whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(event.data, null, 2)}
          </pre>
        </>
      )}
    </Drawer>
  );
}
