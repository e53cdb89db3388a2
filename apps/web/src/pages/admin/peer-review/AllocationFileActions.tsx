import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Modal, Typography, Upload, theme } from 'antd';
import type { PeerReviewImport, PeerReviewImportResult } from '@marginalia/contracts';
import { downloadExport } from '../../../api/exports';
import { importPeerReviewAllocation, peerReviewCsvPath, peerReviewKeys } from '../../../api/peerReview';
import { serverMessages } from '../../../api/serverMessages';
import { readFileText } from '../../../files/readFileText';
import { readAllocationCsv } from './allocationFile';

// The allocation as a file (docs/PEER-REVIEW.md, "Editing the allocation"): staff download it; a course admin
// uploads one while the review is open, sees what it would add, remove and keep (and its bad rows), then applies it.

interface Pending {
  rows: PeerReviewImport['rows'];
  preview: PeerReviewImportResult | null;
  problem: string | null;
}

const pairText = (pair: { reviewer: string; submission: number }) => `${pair.reviewer} reviews submission ${pair.submission}`;

export function AllocationFileActions({ assignmentId, assignmentName, canUpload }: { assignmentId: number; assignmentName: string; canUpload: boolean }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function choose(file: File): Promise<void> {
    setDone(null);
    const read = readAllocationCsv(await readFileText(file));
    if (read.problem) return setPending({ rows: [], preview: null, problem: read.problem });
    setBusy(true);
    try {
      setPending({ rows: read.rows, preview: await importPeerReviewAllocation(assignmentId, read.rows, true), problem: null });
    } catch (error) {
      setPending({ rows: [], preview: null, problem: serverMessages(error).join(' ') });
    } finally {
      setBusy(false);
    }
  }

  async function apply(): Promise<void> {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await importPeerReviewAllocation(assignmentId, pending.rows, false);
      if (result.errors.length > 0) return setPending({ ...pending, preview: result });
      setPending(null);
      setDone(`Allocation uploaded: ${result.added.length} added, ${result.removed.length} removed, ${result.kept} begun kept.`);
      await queryClient.invalidateQueries({ queryKey: peerReviewKeys.allocation(assignmentId) });
      await queryClient.invalidateQueries({ queryKey: peerReviewKeys.stage(assignmentId) });
    } catch (error) {
      setPending({ ...pending, problem: serverMessages(error).join(' ') });
    } finally {
      setBusy(false);
    }
  }

  const preview = pending?.preview;
  return (
    <Flex vertical gap={token.marginXS} style={{ marginBottom: token.marginXS }}>
      <Flex wrap gap={token.marginXS}>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadExport(peerReviewCsvPath(assignmentId), `${assignmentName} peer reviews.csv`)}>
          Download CSV
        </Button>
        {canUpload && (
          <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void choose(file), false)}>
            <Button icon={<UploadOutlined />} loading={busy && !pending}>
              Upload CSV
            </Button>
          </Upload>
        )}
      </Flex>
      {done && <Alert type="success" showIcon title={done} closable onClose={() => setDone(null)} />}
      <Modal
        open={pending !== null}
        title="Upload the allocation"
        okText="Apply"
        okButtonProps={{ disabled: !preview || preview.errors.length > 0, loading: busy }}
        onOk={() => void apply()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending?.problem && <Alert type="error" showIcon title={pending.problem} />}
        {preview && (
          <Flex vertical gap={token.marginSM}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {`${preview.added.length} to add, ${preview.removed.length} to remove; ${preview.kept} begun or submitted stay.`}
            </Typography.Paragraph>
            {preview.errors.length > 0 && (
              <List
                size="small"
                header={<Typography.Text type="danger">{`${preview.errors.length} row${preview.errors.length === 1 ? '' : 's'} refused: fix the file and upload it again`}</Typography.Text>}
                dataSource={preview.errors}
                renderItem={(error) => <List.Item>{`Row ${error.row} (${error.field}): ${error.message}`}</List.Item>}
                style={{ maxHeight: 240, overflowY: 'auto' }}
              />
            )}
            {preview.added.length > 0 && (
              <List size="small" header="Added" dataSource={preview.added} renderItem={(pair) => <List.Item style={{ overflowWrap: 'anywhere' }}>{pairText(pair)}</List.Item>} style={{ maxHeight: 200, overflowY: 'auto' }} />
            )}
            {preview.removed.length > 0 && (
              <List size="small" header="Removed" dataSource={preview.removed} renderItem={(pair) => <List.Item style={{ overflowWrap: 'anywhere' }}>{pairText(pair)}</List.Item>} style={{ maxHeight: 200, overflowY: 'auto' }} />
            )}
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
