// Drag-and-drop reordering of things ordered by (sortKey, id): assignments, rubric categories, rubric
// comments. After a move each item's sortKey becomes its position; only the items whose key changes are
// written. Positions rather than gaps between neighbours, because keys start out equal (every new row gets
// 0 by default) and equal keys leave no room between them.

export interface Sortable {
  id: number;
  sortKey: number;
}

/** The list with the item at `from` moved to `to` (both indexes in the list as shown). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return moved;
  moved.splice(to, 0, item);
  return moved;
}

/** The sortKey writes that make `ordered` the stored order: one per item whose key is not its position. */
export function sortKeyChanges(ordered: readonly Sortable[]): { id: number; sortKey: number }[] {
  return ordered.flatMap((item, position) => (item.sortKey === position ? [] : [{ id: item.id, sortKey: position }]));
}

/** The list as it reads after the writes, for showing the new order before the server answers. */
export function withPositions<T extends Sortable>(ordered: readonly T[]): T[] {
  return ordered.map((item, position) => (item.sortKey === position ? item : { ...item, sortKey: position }));
}
