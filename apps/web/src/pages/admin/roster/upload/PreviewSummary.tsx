import { Alert, Collapse, Flex, Tag, Typography } from 'antd';
import type { RosterImportResult } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { ROLE_NOUNS } from '../roleNames';
import type { PreviewCounts } from './importPreview';

const MAX_LISTED_REMOVALS = 200;

/** What the upload would do: counts per outcome, new sections, and who a replace would make inactive. */
export function PreviewSummary({ counts, result }: { counts: PreviewCounts; result: RosterImportResult | undefined }) {
  const removals = result?.removals ?? [];
  return (
    <Flex vertical gap={8}>
      <Flex gap={4} wrap aria-label="Upload summary">
        <Tag color="green">{plural(counts.added, 'to add', 'to add')}</Tag>
        <Tag color="blue">{plural(counts.newUser, 'new account', 'new accounts')}</Tag>
        <Tag color="cyan">{plural(counts.reenrolled, 'to re-enroll', 'to re-enroll')}</Tag>
        {counts.moved > 0 && <Tag color="gold">{plural(counts.moved, 'to change section', 'to change section')}</Tag>}
        <Tag>{plural(counts.unchanged, 'unchanged', 'unchanged')}</Tag>
        <Tag color={counts.errors > 0 ? 'red' : undefined}>{plural(counts.errors, 'error', 'errors')}</Tag>
        {counts.pending > 0 && <Tag>{plural(counts.pending, 'row being checked', 'rows being checked')}</Tag>}
      </Flex>
      {result && result.fileErrors.length > 0 && (
        <Alert type="error" showIcon title="This upload as a whole cannot be applied" description={result.fileErrors.join(' ')} />
      )}
      {result && result.newSections.length > 0 && (
        <Typography.Text type="secondary">{`New sections to create: ${result.newSections.join(', ')}`}</Typography.Text>
      )}
      {removals.length > 0 && (
        <Collapse
          size="small"
          items={[
            {
              key: 'removals',
              label: `${plural(removals.length, 'person', 'people')} will be made inactive (replace)`,
              children: (
                <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }}>
                  {removals.slice(0, MAX_LISTED_REMOVALS).map((removal) => (
                    <li key={`${removal.email}|${removal.role}`}>{`${removal.email} (${ROLE_NOUNS[removal.role]})`}</li>
                  ))}
                  {removals.length > MAX_LISTED_REMOVALS && <li>{`and ${removals.length - MAX_LISTED_REMOVALS} more`}</li>}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
