import { Button, Result } from 'antd';
import type { RosterImportResult } from '@marginalia/contracts';

function count(result: RosterImportResult, outcome: RosterImportResult['rows'][number]['outcome']): number {
  return result.rows.filter((row) => row.outcome === outcome).length;
}

/** Step three: what the import did. */
export function ImportDoneStep({ result, onClose }: { result: RosterImportResult; onClose: () => void }) {
  const counted: Array<[number, string]> = [
    [count(result, 'added'), 'added'],
    [count(result, 'newUser'), count(result, 'newUser') === 1 ? 'new account' : 'new accounts'],
    [count(result, 'reenrolled'), 're-enrolled'],
    [count(result, 'moved'), 'moved to another section'],
    [count(result, 'unchanged'), 'unchanged'],
    [result.removals.length, 'made inactive'],
  ];
  const parts = counted.filter(([number]) => number > 0).map(([number, what]) => `${number.toLocaleString('en-US')} ${what}`);
  if (result.newSections.length > 0) parts.push(`new sections: ${result.newSections.join(', ')}`);
  return (
    <Result
      status="success"
      title="Roster imported"
      subTitle={`${parts.join(', ')}.`}
      extra={
        <Button type="primary" onClick={onClose}>
          Back to the roster
        </Button>
      }
    />
  );
}
