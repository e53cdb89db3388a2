import { AnonymityChoice } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { resourcePath } from './resources';
import { checkShape } from './shape';

// Anonymous grading: the caller's remembered choice to see an assignment's students by name (docs/API.md).

/** PUT (reveal) or DELETE (back to pseudonyms) /assignments/{id}/anonymity/. */
export async function setNamesRevealed(assignmentId: number, revealed: boolean): Promise<AnonymityChoice> {
  const method = revealed ? 'PUT' : 'DELETE';
  const path = resourcePath('assignments', assignmentId, 'anonymity');
  const response = await sendExpecting(method, path, 200);
  return checkShape(AnonymityChoice, response.body, `${method} ${path}`);
}
