import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { courseQueryKeys, fetchMyCourses } from '../../api/courses';
import { useSession } from '../../session/SessionContext';
import { HelpDrawer } from './HelpDrawer';
import { helpWidgetVisible, needsCourseCheck } from './helpVisibility';

/** The header's help button (docs/PRODUCT.md §6), for the users the rule of helpWidgetVisible lets see it. */
export function HelpButton() {
  const { status, user } = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = status === 'loggedIn';
  // Only a user with a single course needs their courses to decide; the consoles share this cached answer.
  const mine = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses, enabled: signedIn && needsCourseCheck(user) });
  if (!signedIn || !helpWidgetVisible(user, mine.data)) return null;
  return (
    <>
      <Tooltip title="Help">
        <Button type="text" icon={<QuestionCircleOutlined />} aria-label="Help" onClick={() => setOpen(true)} />
      </Tooltip>
      <HelpDrawer open={open} user={user} onClose={() => setOpen(false)} />
    </>
  );
}
