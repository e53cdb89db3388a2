import type { Course } from '@marginalia/contracts';
import { RegradeInboxView } from '../../../features/regrade-inbox/RegradeInboxView';

/** The admin console's "Regrade requests" tab: every request of the course. */
export function RegradesPanel({ course }: { course: Course }) {
  return <RegradeInboxView courseId={course.id} timeZone={course.timezone} />;
}
