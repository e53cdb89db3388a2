import { useState } from 'react';
import { Alert, Button, Flex, Form, List, Modal, Select, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { LMS_NAMES, SUBMISSION_IMPORT_FORMATS, type SubmissionImportFormat, type SubmissionImportResult } from '@marginalia/contracts';
import { importLmsSubmissions } from '../../../api/submissionImport';
import { serverMessages } from '../../../api/serverMessages';

// "Import from an LMS": an LMS's "download all submissions" zip and its roster export, previewed (a dry run:
// who gets which files, which entries nobody) before each student's files are added as a new version.

const FORMAT_OPTIONS = SUBMISSION_IMPORT_FORMATS.map((format) => ({ value: format, label: LMS_NAMES[format] }));

const ROSTER_HELP: Record<SubmissionImportFormat, string> = {
  canvas: 'The gradebook export (Grades, Export): it ties the Canvas IDs in the zip to e-mails.',
  moodle: 'The participants download (Participants, Download table data as CSV): it ties the names in the zip to e-mails.',
};

function FilePicker({ id, label, accept, file, onChange }: { id: string; label: string; accept: string; file: File | null; onChange: (file: File | null) => void }) {
  return (
    <Upload.Dragger
      id={id}
      aria-label={label}
      accept={accept}
      maxCount={1}
      fileList={file ? [{ uid: id, name: file.name, status: 'done' }] : []}
      beforeUpload={(chosen) => {
        onChange(chosen);
        return false;
      }}
      onRemove={() => onChange(null)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{label}</p>
    </Upload.Dragger>
  );
}

function Outcome({ result }: { result: SubmissionImportResult }) {
  return (
    <>
      <Typography.Title level={5}>
        {result.applied ? 'Imported' : 'Will be imported'}: {result.imported.length} {result.imported.length === 1 ? 'student' : 'students'}
      </Typography.Title>
      <List
        size="small"
        aria-label="Students found"
        dataSource={result.imported}
        renderItem={(row) => (
          <List.Item>
            {row.email} ({row.name}): {row.files.join(', ')}
          </List.Item>
        )}
      />
      {result.unmatched.length > 0 && (
        <>
          <Typography.Title level={5}>Not imported: {result.unmatched.length}</Typography.Title>
          <List
            size="small"
            aria-label="Files not imported"
            dataSource={result.unmatched}
            renderItem={(row) => (
              <List.Item>
                <Typography.Text strong>{row.entry}</Typography.Text>: {row.reason}
              </List.Item>
            )}
          />
        </>
      )}
    </>
  );
}

export function ImportLmsZipDialog({ assignmentId, open, onClose }: { assignmentId: number; open: boolean; onClose: () => void }) {
  const [format, setFormat] = useState<SubmissionImportFormat>('canvas');
  const [zip, setZip] = useState<File | null>(null);
  const [roster, setRoster] = useState<File | null>(null);
  const [result, setResult] = useState<SubmissionImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const reset = (changes: () => void) => {
    changes();
    setResult(null);
    setError(null);
  };
  const close = () => {
    reset(() => {
      setZip(null);
      setRoster(null);
    });
    onClose();
  };

  async function send(dryRun: boolean) {
    if (!zip || !roster) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await importLmsSubmissions(assignmentId, { format, zip, roster, dryRun }, { quiet: true });
      setResult(answer);
      if (!dryRun) await queryClient.invalidateQueries();
    } catch (failure) {
      setError(serverMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  }

  const applied = result?.applied === true;
  return (
    <Modal open={open} title="Import submissions from an LMS" footer={null} onCancel={close} width={720} destroyOnHidden>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="LMS" htmlFor="lms-zip-format">
          <Select id="lms-zip-format" options={FORMAT_OPTIONS} value={format} onChange={(value) => reset(() => setFormat(value))} style={{ maxWidth: 240 }} disabled={applied} />
        </Form.Item>
        <Form.Item label="Submissions zip" extra={`${LMS_NAMES[format]}'s "Download all submissions" zip, unchanged.`}>
          <FilePicker id="lms-zip-file" label="Choose the submissions zip" accept=".zip,application/zip" file={zip} onChange={(file) => reset(() => setZip(file))} />
        </Form.Item>
        <Form.Item label="Roster export" extra={ROSTER_HELP[format]}>
          <FilePicker id="lms-zip-roster" label="Choose the roster export" accept=".csv,.txt,text/csv" file={roster} onChange={(file) => reset(() => setRoster(file))} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {result && <Outcome result={result} />}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={close}>{applied ? 'Close' : 'Cancel'}</Button>
        {!applied && (
          <Button onClick={() => void send(true)} disabled={!zip || !roster} loading={busy && !result}>
            Preview
          </Button>
        )}
        {!applied && (
          <Button type="primary" onClick={() => void send(false)} disabled={!result || result.imported.length === 0} loading={busy && result !== null}>
            Import
          </Button>
        )}
      </Flex>
    </Modal>
  );
}
