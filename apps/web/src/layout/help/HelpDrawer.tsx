import { Divider, Drawer } from 'antd';
import type { CurrentUser } from '@marginalia/contracts';
import { HelpContactForm } from './HelpContactForm';
import { HelpLinks } from './HelpLinks';
import { helpLinksFor } from './helpLinks';
import { courseIdsOf } from './helpVisibility';

/** Help for a signed-in user: the help centre's sections for their roles, and a way to write to us. */
export function HelpDrawer({ open, user, onClose }: { open: boolean; user: CurrentUser; onClose(): void }) {
  // A user with a single course is asking about that one; with several, the message itself says which.
  const courses = courseIdsOf(user);
  const courseID = courses.length === 1 ? courses[0] : undefined;
  // Never wider than the screen, so it reads on a phone without scrolling sideways.
  return (
    <Drawer open={open} onClose={onClose} title="Help" size="min(420px, 100vw)">
      <HelpLinks links={helpLinksFor(user)} onFollow={onClose} />
      <Divider />
      <HelpContactForm courseID={courseID} />
    </Drawer>
  );
}
