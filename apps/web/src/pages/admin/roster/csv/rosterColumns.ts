// Which column of a roster file holds what. A header row names the columns; without one, the columns are
// email, role and section, in that order.

export interface RosterColumns {
  email: number;
  role: number | null;
  section: number | null;
  /** How many cells a row may have; more means a cell was split (an unquoted comma) or columns were shifted. */
  width: number;
}

export const POSITIONAL_COLUMNS: RosterColumns = { email: 0, role: 1, section: 2, width: 3 };

/** Header names seen in LMS and registrar exports, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<'email' | 'role' | 'section', readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'useremail', 'studentemail', 'login'],
  role: ['role', 'roles', 'courserole', 'type', 'usertype'],
  section: ['section', 'sectionname', 'sections', 'group', 'lab'],
};

function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * The columns named by a header row, or null when the row is data. A row is a header when none of its cells
 * looks like an e-mail address and one of them names the e-mail column.
 */
export function columnsFromHeader(cells: readonly string[]): RosterColumns | null {
  if (cells.some((cell) => cell.includes('@'))) return null;
  const keys = cells.map(headerKey);
  const find = (field: keyof typeof HEADER_NAMES) => {
    const index = keys.findIndex((key) => HEADER_NAMES[field].includes(key));
    return index === -1 ? null : index;
  };
  const email = find('email');
  if (email === null) return null;
  return { email, role: find('role'), section: find('section'), width: cells.length };
}
