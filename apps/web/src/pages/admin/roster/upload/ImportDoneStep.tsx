import { Button, Result } from 'antd';
import type { RosterImportResult } from '@marginalia/contracts';

function count(result: RosterImportResult, outcome: RosterImportResult['rows'][number]['outcome']): number {
  return result.rows.filter((row) => row.outcome === outcome).length;
}

/** Step three: what the import did. */
export function ImportDoneStep({ result, onClose }: { result: RosterImportResult; onClose: () => void }) {
  const parts = [
    `${count(result, 'added')} added`,
    `${count(result, 'newUser')} new accounts`,
    `${count(result, 'reenrolled')} re-enrolled`,
    `${count(result, 'unchanged')} unchanged`,
  ];
  if (result.removals.length > 0) parts.push(`${result.removals.length} made inactive`);
  if (result.newSections.length > 0) parts.push(`new sections: ${result.newSections.join(', ')}`);
  return (
    <Result
      status="success"
      title="Roster imported"
      subTitle={`${parts.join(', ')}.`}
      extra={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    />
  );
}
