import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Spin, Switch, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ROSTER_MESSAGES, type RosterImportResult } from '@marginalia/contracts';
import { importRoster } from '../../../../api/roster';
import { INVITE_NEW_ACCOUNTS_LABEL } from '../invitationTexts';
import { serverMessages } from '../../../../api/serverMessages';
import { useRosterRefresh } from '../useRosterRefresh';
import { editedRow, importRequestRows, previewCounts, previewRows, type DraftRow } from './importPreview';
import { PreviewSummary } from './PreviewSummary';
import { PreviewTable } from './PreviewTable';
import { useImportPreview } from './useImportPreview';

interface Props {
  courseId: number;
  /** The course's setting, the default answer to "invite the people who get a new account?". */
  emailNewUsers: boolean;
  rows: DraftRow[];
  onRowsChange: (rows: DraftRow[]) => void;
  replace: boolean;
  sourceName: string;
  onBack: () => void;
  onImported: (result: RosterImportResult) => void;
}

/**
 * Step two: every row with the server's dry-run verdict. Errors block the import until each is fixed inline,
 * removed, or a corrected file is chosen (docs/PRODUCT.md §5).
 */
export function PreviewRosterStep({ courseId, emailNewUsers, rows, onRowsChange, replace, sourceName, onBack, onImported }: Props) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [invite, setInvite] = useState(emailNewUsers);
  const [editing, setEditing] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const preview = useImportPreview(courseId, rows, replace);
  const refresh = useRosterRefresh(courseId);

  const merged = useMemo(() => previewRows(rows, preview.data), [rows, preview.data]);
  const result = preview.data?.result;
  const counts = useMemo(() => previewCounts(merged, result?.fileErrors ?? []), [merged, result]);
  const shown = useMemo(() => (onlyErrors ? merged.filter((row) => row.outcome === 'error') : merged), [merged, onlyErrors]);

  const apply = useMutation({
    mutationFn: () => importRoster(courseId, { rows: importRequestRows(rows), replace, dryRun: false, invite }, { quiet: true }),
    onSuccess: async (imported) => {
      await refresh();
      onImported(imported);
    },
    onError: (error) => {
      setRefused(serverMessages(error));
      // The roster may have changed under the preview; ask again so the rows show why.
      void preview.refetch();
    },
  });

  const checking = preview.isFetching;
  const previewFailed = preview.isError ? serverMessages(preview.error) : null;
  const blocked = counts.errors > 0;
  const canImport = rows.length > 0 && !checking && !blocked && !editing && !previewFailed && counts.pending === 0;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>{`${sourceName}: ${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'row' : 'rows'}`}</Typography.Text>
        {checking && <Spin size="small" description="Checking rows…" />}
      </Flex>
      <PreviewSummary counts={counts} result={result} />
      {previewFailed && <Alert type="error" showIcon title="The rows could not be checked" description={previewFailed.join(' ')} />}
      {refused.length > 0 && <Alert type="error" showIcon title="The import was refused" description={refused.join(' ')} closable onClose={() => setRefused([])} />}
      {blocked && (
        <Alert
          type="error"
          showIcon
          title={ROSTER_MESSAGES.uploadFixErrors}
          description="Fix a row with its edit button, remove it from the upload, or go back and choose a corrected file."
        />
      )}
      <Flex align="center" gap={8}>
        <Switch id="roster-only-errors" size="small" checked={onlyErrors} onChange={setOnlyErrors} />
        <label htmlFor="roster-only-errors">Show only rows with errors</label>
      </Flex>
      <PreviewTable
        rows={shown}
        onEditingChange={setEditing}
        onEdit={(id, changes) => onRowsChange(rows.map((row) => (row.id === id ? editedRow(row, changes) : row)))}
        onRemove={(id) => onRowsChange(rows.filter((row) => row.id !== id))}
      />
      {counts.newUser > 0 && (
        <Checkbox checked={invite} onChange={(event) => setInvite(event.target.checked)}>
          {`${INVITE_NEW_ACCOUNTS_LABEL} (${counts.newUser.toLocaleString('en-US')})`}
        </Checkbox>
      )}
      {apply.isPending && (
        <Alert type="info" showIcon icon={<Spin size="small" />} title={`Importing ${rows.length.toLocaleString('en-US')} rows…`} />
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onBack} disabled={apply.isPending}>
          Back
        </Button>
        <Button type="primary" disabled={!canImport} loading={apply.isPending} onClick={() => apply.mutate()}>
          Import
        </Button>
      </Flex>
    </Flex>
  );
}
