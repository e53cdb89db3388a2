import { useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import { Alert, Button, Flex, Modal, Progress, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, FileAddOutlined, FolderAddOutlined } from '@ant-design/icons';
import type { UploadResult } from '@marginalia/contracts';
import { uploadSubmissionFiles } from '../../../api/submissions';
import { serverMessages } from '../../../api/serverMessages';
import { chosenFrom, chosenProblem, formatBytes, mergeChosen, type ChosenFile } from './chosenFiles';
import { studentChoices, uploadOutcome } from './uploadRules';

interface Props {
  assignmentId: number;
  /** Active students of the course. */
  students: readonly string[];
  /** Students who already have a submission for the assignment. */
  withSubmission: ReadonlySet<string>;
  onUploaded: () => void;
  onClose: () => void;
}

// React does not know the non-standard attribute that makes a file input pick folders.
const folderPicker = { webkitdirectory: '', directory: '' } as InputHTMLAttributes<HTMLInputElement>;

/** Uploads files, a folder or a zip on behalf of students: into one student's submission, or a new one for several. */
export function BulkUploadDialog({ assignmentId, students, withSubmission, onUploaded, onClose }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const choices = useMemo(() => studentChoices(students, withSubmission, selected), [students, withSubmission, selected]);
  const outcome = uploadOutcome(selected, withSubmission);
  const tooMuch = chosenProblem(files);
  const sending = progress !== null;

  const pick = (list: FileList | null) => {
    if (list && list.length > 0) setFiles((current) => mergeChosen(current, chosenFrom(list)));
  };

  const upload = async () => {
    setProblem(null);
    setProgress(0);
    try {
      setResult(await uploadSubmissionFiles({ assignmentId, students: selected, files, onProgress: setProgress }));
      onUploaded();
    } catch (error) {
      setProblem(serverMessages(error));
    } finally {
      setProgress(null);
    }
  };

  if (result) {
    return (
      <Modal open title="Upload files for students" onCancel={onClose} footer={<Button type="primary" onClick={onClose}>Done</Button>}>
        <Alert
          type="success"
          showIcon
          title={`Uploaded ${result.files.length} ${result.files.length === 1 ? 'file' : 'files'} for ${result.students.join(', ')}.`}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Upload files for students"
      okText="Upload"
      onOk={() => void upload()}
      okButtonProps={{ disabled: selected.length === 0 || files.length === 0 || tooMuch !== null }}
      confirmLoading={sending}
      onCancel={onClose}
      width={640}
    >
      <Flex vertical gap={12}>
        <Select
          mode="multiple"
          aria-label="Students"
          placeholder="Choose the students"
          value={selected}
          onChange={setSelected}
          disabled={sending}
          optionFilterProp="value"
          options={choices.map((choice) => ({
            value: choice.email,
            disabled: choice.disabled,
            label: (
              <Space size={6}>
                <span>{choice.email}</span>
                {choice.note && <Typography.Text type="secondary">({choice.note})</Typography.Text>}
              </Space>
            ),
          }))}
        />
        <Typography.Text type="secondary">
          {outcome ?? 'Choose one student who already has a submission, or any number of students who have none.'}
        </Typography.Text>
        <Space wrap>
          <Button icon={<FileAddOutlined />} disabled={sending} onClick={() => fileInput.current?.click()}>
            Choose files or a zip
          </Button>
          <Button icon={<FolderAddOutlined />} disabled={sending} onClick={() => folderInput.current?.click()}>
            Choose a folder
          </Button>
          <input ref={fileInput} type="file" multiple hidden aria-label="Files to upload" onChange={(event) => pick(event.target.files)} />
          <input ref={folderInput} type="file" multiple hidden aria-label="Folder to upload" {...folderPicker} onChange={(event) => pick(event.target.files)} />
        </Space>
        {files.length > 0 && (
          <Table<ChosenFile>
            size="small"
            rowKey="path"
            dataSource={files}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: 'File', dataIndex: 'path', key: 'path' },
              { title: 'Size', key: 'size', width: 100, align: 'right', render: (_, item) => formatBytes(item.file.size) },
              {
                title: 'Remove',
                key: 'remove',
                width: 80,
                align: 'right',
                render: (_, item) => (
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${item.path}`}
                    disabled={sending}
                    onClick={() => setFiles((current) => current.filter((other) => other.path !== item.path))}
                  />
                ),
              },
            ]}
          />
        )}
        {tooMuch && <Alert type="warning" showIcon title={tooMuch} />}
        {sending && <Progress percent={Math.round(progress * 100)} aria-label="Upload progress" />}
        {problem && <Alert type="error" showIcon title={problem.join(' ')} />}
      </Flex>
    </Modal>
  );
}
