import { configure, screen } from '@testing-library/react';

// Queries for the roster tests that avoid *ByRole: computing every element's role and name makes those
// take seconds on a page of antd tables in jsdom.

// A dialog of antd tables takes more than the default second to re-render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/** Body rows of the table(s) on screen: a sticky table renders its header a second time. */
export function tableRows(within: ParentNode = document): string[] {
  return [...within.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.textContent ?? '');
}

/** Body rows of the table in the open dialog. */
export function dialogTableRows(): string[] {
  const dialog = document.querySelector('.ant-modal');
  return dialog ? tableRows(dialog) : [];
}

/** An icon button, by its aria-label. */
export function button(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

/** The open dialog that asks `question`. */
export async function confirmDialog(question: string): Promise<HTMLElement> {
  // A confirm dialog carries its question twice: as the dialog's accessible title and as its visible heading.
  const [text] = await screen.findAllByText(question);
  const dialog = text?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${question}" is not in a dialog`);
  return dialog;
}
