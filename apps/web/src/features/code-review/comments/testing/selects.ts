import { fireEvent, waitFor, within } from '@testing-library/react';

/** Options of the open dropdown (closed ones stay in the page, hidden). */
export const openOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];

/** Opens an antd select by its label, types `search` (if any) and picks the option whose text starts with `text`. */
export async function choose(container: HTMLElement, label: string, text: string, search?: string) {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search !== undefined) fireEvent.change(input, { target: { value: search } });
  const option = await waitFor(() => {
    const found = openOptions().find((item) => item.textContent?.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}
