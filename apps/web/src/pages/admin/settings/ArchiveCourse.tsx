import { useState } from 'react';
import { Button, Modal, theme } from 'antd';
import type { Course } from '@marginalia/contracts';
import { notifyFailure } from '../../../api/serverErrors';
import { useUpdateCourse } from './useUpdateCourse';

/** Archive or unarchive the course, each after a confirmation that names it. */
export function ArchiveCourse({ course }: { course: Course }) {
  const { token } = theme.useToken();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateCourse(course);
  const archiving = !course.archived;
  const label = `${course.name} (${course.period})`;

  function confirm() {
    update.mutate({ archived: archiving }, { onSuccess: () => setConfirming(false), onError: notifyFailure });
  }

  return (
    <section
      aria-label="Archive"
      style={{
        border: `1px solid ${archiving ? token.colorErrorBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: token.padding,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.margin,
        flexWrap: 'wrap',
      }}
    >
      <div style={{ flex: '1 1 280px' }}>
        <strong>{archiving ? 'Archive this course' : 'This course is archived'}</strong>
        <div style={{ color: token.colorTextSecondary }}>
          {archiving
            ? 'An archived course is read-only: its settings, roster, sections and grades can no longer change. You can unarchive it later.'
            : 'Unarchive it to change its settings, roster and sections again.'}
        </div>
      </div>
      <Button danger={archiving} onClick={() => setConfirming(true)}>
        {archiving ? 'Archive course' : 'Unarchive course'}
      </Button>
      <Modal
        open={confirming}
        title={archiving ? `Archive ${label}?` : `Unarchive ${label}?`}
        okText={archiving ? 'Archive' : 'Unarchive'}
        okButtonProps={{ danger: archiving }}
        confirmLoading={update.isPending}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        {archiving
          ? 'Nobody will be able to change its settings, roster, sections or grading until it is unarchived.'
          : 'Its settings, roster and sections become editable again.'}
      </Modal>
    </section>
  );
}
