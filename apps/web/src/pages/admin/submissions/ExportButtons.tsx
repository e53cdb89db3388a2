import { useState } from 'react';
import { Button, Dropdown, notification, Space } from 'antd';
import { CloudUploadOutlined, DownOutlined, DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import { LMS_NAMES, LMS_ROSTER_FORMATS, type LmsRosterFormat } from '@marginalia/contracts';
import { downloadExport, exportPaths } from '../../../api/exports';
import { serverMessages } from '../../../api/serverMessages';
import { ImportLmsZipDialog } from './ImportLmsZipDialog';

type Download = 'zip' | 'assignmentGrades' | 'courseGrades' | 'lmsGrades';

/** The course's grades in the CSV each LMS's gradebook import reads (docs/LMS-FILES.md). */
const LMS_GRADEBOOK_ITEMS = LMS_ROSTER_FORMATS.map((format) => ({ key: format, label: `For ${LMS_NAMES[format]}` }));

interface Props {
  courseId: number;
  /** Null when the course has no assignment yet: only the course export is offered. */
  assignmentId: number | null;
}

/** The downloads of the submissions tab; each button spins while its file is being built and fetched. */
export function ExportButtons({ courseId, assignmentId }: Props) {
  const [busy, setBusy] = useState<ReadonlySet<Download>>(new Set());
  const [notices, noticeHolder] = notification.useNotification();
  const [importing, setImporting] = useState(false);

  const start = async (kind: Download, path: string, fallbackName: string) => {
    setBusy((current) => new Set(current).add(kind));
    try {
      await downloadExport(path, fallbackName);
    } catch (error) {
      notices.error({ title: 'The download failed', description: serverMessages(error).join(' '), duration: 8 });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(kind);
        return next;
      });
    }
  };

  return (
    <>
      {noticeHolder}
      <Space wrap>
        {assignmentId !== null && (
          <>
            <Button icon={<FileZipOutlined />} loading={busy.has('zip')} onClick={() => void start('zip', exportPaths.submissionsZip(assignmentId), 'submissions.zip')}>
              Download all submissions (.zip)
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={busy.has('assignmentGrades')}
              onClick={() => void start('assignmentGrades', exportPaths.assignmentGrades(assignmentId), 'grades.csv')}
            >
              Export grades (CSV)
            </Button>
            <Button icon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
              Import submissions from an LMS
            </Button>
            <ImportLmsZipDialog assignmentId={assignmentId} open={importing} onClose={() => setImporting(false)} />
          </>
        )}
        <Button icon={<DownloadOutlined />} loading={busy.has('courseGrades')} onClick={() => void start('courseGrades', exportPaths.courseGrades(courseId), 'course-grades.csv')}>
          Export course grades (CSV)
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: LMS_GRADEBOOK_ITEMS,
            onClick: ({ key }) => void start('lmsGrades', exportPaths.courseGrades(courseId, key as LmsRosterFormat), `course-grades-${key}.csv`),
          }}
        >
          <Button icon={<DownloadOutlined />} loading={busy.has('lmsGrades')} aria-label="Export course grades for an LMS gradebook">
            Course grades for an LMS <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    </>
  );
}
