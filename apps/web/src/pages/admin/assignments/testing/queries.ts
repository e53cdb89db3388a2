import { fireEvent, screen, waitFor } from '@testing-library/react';

// Queries for the Assignments panel's tests that avoid *ByRole: computing every element's role and name
// takes seconds on a page of antd forms in jsdom.

/** A whole console render, then a tab or two of forms: more than the console's usual 30 seconds when loaded. */
export const ASSIGNMENTS_TEST_TIMEOUT = { timeout: 90_000 };

/** The button whose text is exactly `text`. */
export function button(text: string, container: ParentNode = document): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);
  if (!found) throw new Error(`No button “${text}”`);
  return found;
}

export const findButton = (text: string, container?: ParentNode) => waitFor(() => button(text, container));

/** Opens one of an assignment's tabs by its label. */
export async function openTab(label: string): Promise<void> {
  fireEvent.click(await screen.findByText(label, { selector: '[role="tab"], [role="tab"] *' }));
}

/** The assignment's title in its detail view. */
export const assignmentTitle = () => document.querySelector('section[aria-label^="Assignment "] h3')?.textContent;
