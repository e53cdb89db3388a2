import { Button, Form, Input, message, Popconfirm, Space, Tooltip } from 'antd';
import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@marginalia/contracts';
import { courseQueryKeys, regenerateInviteCode } from '../../../api/courses';

const INPUT_ID = 'course-invite-code';

/** The course's invite code: read-only, with copy and a confirmed "Regenerate" that retires the old code. */
export function InviteCodeField({ course }: { course: Course }) {
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const regenerate = useMutation({
    mutationFn: () => regenerateInviteCode(course.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(courseQueryKeys.one(updated.id), updated);
      void messages.success('A new invite code is ready. The old one no longer works.');
    },
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(course.inviteCode);
      void messages.success('Invite code copied.');
    } catch {
      void messages.error('Could not copy; select the code and copy it by hand.');
    }
  }

  return (
    <Form.Item label="Invite code" htmlFor={INPUT_ID} extra="Students enter this code to join the course.">
      {messageHolder}
      <Space.Compact>
        <Input id={INPUT_ID} value={course.inviteCode} readOnly style={{ width: 160, fontFamily: 'monospace' }} />
        <Tooltip title="Copy invite code">
          <Button icon={<CopyOutlined />} aria-label="Copy invite code" onClick={() => void copy()} disabled={false} />
        </Tooltip>
        <Popconfirm
          title="Regenerate the invite code?"
          description="The current code stops working at once; students who have not joined yet need the new one."
          okText="Regenerate"
          onConfirm={() => regenerate.mutate()}
        >
          <Button icon={<ReloadOutlined />} loading={regenerate.isPending} disabled={course.archived}>
            Regenerate
          </Button>
        </Popconfirm>
      </Space.Compact>
    </Form.Item>
  );
}
