import { waitFor } from '@testing-library/react';

/**
 * The open dialog (modal or drawer) with this title. Found by its title rather than by accessible name:
 * under test, antd gives every generated id the same value, so aria-labelledby can point at another element.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (candidate) => candidate.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent === title,
    );
    if (!dialog) throw new Error(`No dialog titled “${title}” is open`);
    return dialog;
  });
}
