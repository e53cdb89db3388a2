import { useState } from 'react';
import { Alert, Button, Flex, Progress, Upload, theme } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { FolderOpenOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_LIMITS, type UploadResult } from '@marginalia/contracts';
import { ApiError } from '../../../api/errors';
import { studentQueryKeys } from '../../../api/student';
import { testRunQueryKeys } from '../../../api/testRuns';
import { uploadErrorMessages, uploadFiles } from '../../../api/uploads';
import { plural } from '../../../format/plural';
import { ChosenFiles, type Chosen } from './ChosenFiles';
import { isClutter, precheckUpload } from './uploadChecks';
import { UploadReceiptChoice } from './UploadReceiptChoice';

// Choosing files (a drop of files, folders or a zip, or the two buttons), checking them, and sending them
// with a progress bar. Nothing is sent until the student presses Upload.

type Outcome = { kind: 'done'; result: UploadResult } | { kind: 'failed'; messages: string[] };

const relativePathOf = (file: RcFile) => file.webkitRelativePath || file.name;

export function UploadPanel({ assignmentId, courseId }: { assignmentId: number; courseId: number }) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = progress !== null;
  const problem = chosen.length > 0 ? precheckUpload(chosen.map((item) => ({ relativePath: item.relativePath, size: item.file.size }))) : null;

  // antd calls this once per file of a selection or drop; LIST_IGNORE keeps it from sending or listing the file itself.
  const add = (file: RcFile) => {
    const relativePath = relativePathOf(file);
    if (!isClutter(relativePath)) {
      setChosen((current) => [...current.filter((item) => item.relativePath !== relativePath), { file, relativePath }]);
      setOutcome(null);
    }
    return Upload.LIST_IGNORE;
  };

  async function send() {
    setProgress(0);
    setOutcome(null);
    try {
      const result = await uploadFiles(
        assignmentId,
        chosen.map((item) => ({ file: item.file, relativePath: item.relativePath })),
        { onProgress: setProgress },
      );
      setChosen([]);
      setOutcome({ kind: 'done', result });
      // The upload queued a test run in the same transaction: the Tests section shows it at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studentQueryKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: testRunQueryKeys.submission(result.submission) }),
      ]);
    } catch (error) {
      const messages = error instanceof ApiError && error.status === 400 ? uploadErrorMessages(error.body) : [];
      setOutcome({ kind: 'failed', messages: messages.length > 0 ? messages : ['The upload did not go through. Please try again.'] });
    } finally {
      setProgress(null);
    }
  }

  const common = { multiple: true, showUploadList: false, beforeUpload: add, disabled: sending } as const;
  return (
    <Flex vertical gap={token.marginSM} aria-label="Upload files" role="region">
      <Upload.Dragger {...common} directory openFileDialogOnClick={false} aria-label="Drop files, folders or a zip here">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop files, folders or a .zip here, or use the buttons below</p>
        <p className="ant-upload-hint">
          Up to {UPLOAD_LIMITS.maxFiles} files, {UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB each. Files you upload again become new versions.
        </p>
      </Upload.Dragger>
      <Flex gap={token.marginXS} wrap>
        <Upload {...common}>
          <Button icon={<UploadOutlined />}>Choose files</Button>
        </Upload>
        <Upload {...common} directory>
          <Button icon={<FolderOpenOutlined />}>Choose a folder</Button>
        </Upload>
      </Flex>
      {chosen.length > 0 && (
        <ChosenFiles
          files={chosen}
          disabled={sending}
          onRemove={(item) => setChosen((current) => current.filter((other) => other !== item))}
        />
      )}
      <UploadReceiptChoice />
      {problem && <Alert type="error" showIcon title={problem} />}
      {sending && <Progress percent={Math.round(progress * 100)} status="active" aria-label="Upload progress" />}
      {outcome?.kind === 'done' && (
        <Alert type="success" showIcon title={`Uploaded ${plural(outcome.result.files.length, 'file')}.`} />
      )}
      {outcome?.kind === 'failed' && <Alert type="error" showIcon title={outcome.messages.join(' ')} />}
      {chosen.length > 0 && (
        <Flex gap={token.marginXS}>
          <Button type="primary" onClick={() => void send()} disabled={problem !== null} loading={sending}>
            Upload {plural(chosen.length, 'file')}
          </Button>
          <Button onClick={() => setChosen([])} disabled={sending}>
            Clear
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
