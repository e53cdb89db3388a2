import { useState } from 'react';
import { Alert, Button, Radio, Space, Upload, theme } from 'antd';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { ENVIRONMENT_FILE_ROLES, type EnvironmentFileRole } from '@marginalia/contracts';
import { plural } from '../../../../../format/plural';
import { FILE_ROLE_LABELS } from './fileRoles';

interface HelperFileUploadProps {
  readOnly: boolean;
  /** Sends the files with their role; rejects with the server's error. */
  upload: (files: File[], role: EnvironmentFileRole) => Promise<unknown>;
  uploading: boolean;
  /** The server's messages about the last upload. */
  errors: string[];
}

/** Chooses files (a zip is unpacked by the server) and their role, lists them, then sends them in one request. */
export function HelperFileUpload({ readOnly, upload, uploading, errors }: HelperFileUploadProps) {
  const { token } = theme.useToken();
  const [role, setRole] = useState<EnvironmentFileRole>('helper');
  const [chosen, setChosen] = useState<File[]>([]);

  async function send() {
    try {
      await upload(chosen, role);
      setChosen([]);
    } catch {
      // The section shows the server's messages; the chosen files stay for another try.
    }
  }

  return (
    <div style={{ marginTop: token.marginSM }}>
      <Radio.Group
        aria-label="Upload as"
        value={role}
        onChange={(event) => setRole(event.target.value as EnvironmentFileRole)}
        disabled={readOnly}
        style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, marginBottom: token.marginXS }}
        options={ENVIRONMENT_FILE_ROLES.map((value) => ({ value, label: FILE_ROLE_LABELS[value].choice }))}
      />
      <Upload.Dragger
        multiple
        disabled={readOnly}
        aria-label="Choose helper or solution files"
        fileList={chosen.map((file, index) => ({ uid: `${index}-${file.name}`, name: file.name, status: 'done' as const, size: file.size }))}
        beforeUpload={(file) => {
          // Kept until "Upload" so that the admin sees the list (and the role) before anything is sent.
          setChosen((files) => [...files, file]);
          return false;
        }}
        onRemove={(removed) => setChosen((files) => files.filter((file, index) => `${index}-${file.name}` !== removed.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files here</p>
        <p className="ant-upload-hint">Several files at once, or a .zip whose folders are kept. A file with the same path and role replaces the one there.</p>
      </Upload.Dragger>
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join(' ')} style={{ marginTop: token.marginXS }} />}
      <Space style={{ marginTop: token.marginXS }}>
        <Button type="primary" icon={<UploadOutlined />} disabled={readOnly || chosen.length === 0} loading={uploading} onClick={() => void send()}>
          {chosen.length === 0 ? 'Upload' : `Upload ${plural(chosen.length, 'file')} as ${FILE_ROLE_LABELS[role].tag.toLowerCase()}`}
        </Button>
      </Space>
    </div>
  );
}
