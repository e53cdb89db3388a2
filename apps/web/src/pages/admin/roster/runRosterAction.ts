import { addToRoster, removeFromRoster } from '../../../api/roster';
import { isEmptyChange, type RosterAction } from './roleChanges';

/**
 * Applies an action: the add first, then the remove, so a refused add changes nothing and a role change
 * never leaves the person without a role. Errors are left to the caller to show beside the row (quiet).
 */
export async function runRosterAction(courseId: number, action: RosterAction): Promise<void> {
  if (!isEmptyChange(action.add)) await addToRoster(courseId, action.add, { quiet: true });
  if (!isEmptyChange(action.remove)) await removeFromRoster(courseId, action.remove, { quiet: true });
}
