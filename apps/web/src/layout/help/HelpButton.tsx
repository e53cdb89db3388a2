import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { courseQueryKeys, fetchMyCourses } from '../../api/courses';
import { useSession } from '../../session/SessionContext';
import { helpWidgetVisible, needsCourseCheck } from './helpVisibility';

// The drawer (its links and the contact form: Ant Design's Drawer, Form and Input) loads when help is first
// wanted, pointed at or opened, so the frame of every signed-in page (the code view's included) goes without it.
const loadHelpDrawer = () => import('./HelpDrawer');
const HelpDrawer = lazy(() => loadHelpDrawer().then((module) => ({ default: module.HelpDrawer })));

/** The header's help button (docs/PRODUCT.md §6), for the users the rule of helpWidgetVisible lets see it. */
export function HelpButton() {
  const { status, user } = useSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's closing animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const signedIn = status === 'loggedIn';
  // Only a user with a single course needs their courses to decide; the consoles share this cached answer.
  const mine = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses, enabled: signedIn && needsCourseCheck(user) });
  if (!signedIn || !helpWidgetVisible(user, mine.data)) return null;
  return (
    <>
      <Tooltip title="Help">
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          aria-label="Help"
          onPointerEnter={() => void loadHelpDrawer()}
          onFocus={() => void loadHelpDrawer()}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {wanted && (
        // Nothing to hold in place: the drawer floats above the page once its code is here.
        <Suspense fallback={null}>
          <HelpDrawer open={open} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
