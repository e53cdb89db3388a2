import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSession } from '../../../session/SessionContext';
import { CreateCourseDialog } from './CreateCourseDialog';

/** "Create course" and its dialog; nothing for users who may not create courses. */
export function CreateCourseButton(props: Pick<ButtonProps, 'block' | 'type'>) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user.canCreateCourses) return null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} {...props}>
        Create course
      </Button>
      <CreateCourseDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
