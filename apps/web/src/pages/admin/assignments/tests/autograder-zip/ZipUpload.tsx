import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { AUTOGRADER_ZIP_MESSAGES } from '@marginalia/contracts';

interface ZipUploadProps {
  /** Sends the zip at once; the card shows how it went. */
  upload: (file: File) => void;
  /** A file that is not a zip is refused here, before anything is sent. */
  refuse: (message: string) => void;
  uploading: boolean;
  replacing: boolean;
}

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/** Drag and drop (or choose) one .zip; it is sent as soon as it is chosen. */
export function ZipUpload({ upload, refuse, uploading, replacing }: ZipUploadProps) {
  return (
    <Upload.Dragger
      accept=".zip,application/zip"
      multiple={false}
      showUploadList={false}
      disabled={uploading}
      aria-label={replacing ? 'Choose a new autograder zip' : 'Choose the autograder zip'}
      beforeUpload={(file) => {
        if (isZip(file)) upload(file);
        else refuse(AUTOGRADER_ZIP_MESSAGES.notZip);
        // The card sends the file itself (multipart, field `file`), not antd's uploader.
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{uploading ? 'Uploading…' : replacing ? 'Click or drag a new .zip here to replace it' : 'Click or drag the autograder .zip here'}</p>
      <p className="ant-upload-hint">It must hold setup.sh and run_autograder at its root; run_autograder writes /autograder/results/results.json.</p>
    </Upload.Dragger>
  );
}
