// Where the comment cards of the margin go. Each card wants to sit level with its first line; cards never overlap,
// so a card that would run into the one above it is pushed down. When a card is active (being read or edited), it
// keeps its desired top if the cards above it can move up to make room (never above the top of the margin).

export interface CardSlot<Id> {
  id: Id;
  desiredTop: number;
  height: number;
}

/**
 * The top of every card, in the order given (callers pass cards in reading order, docs/PRODUCT.md §5). The result keeps that
 * order, leaves at least `gap` between neighbours, and puts no card above 0 or above its desired top unless it
 * makes room for the active card.
 */
export function layoutCards<Id>(items: readonly CardSlot<Id>[], gap: number, activeId: Id | null = null): Map<Id, number> {
  const tops = pushDown(items, gap);
  const activeIndex = activeId === null ? -1 : items.findIndex((item) => item.id === activeId);
  if (activeIndex > 0 && tops[activeIndex]! > items[activeIndex]!.desiredTop) {
    pullUpFor(items, tops, gap, activeIndex);
  }
  return new Map(items.map((item, index) => [item.id, tops[index]!]));
}

function pushDown<Id>(items: readonly CardSlot<Id>[], gap: number): number[] {
  const tops: number[] = [];
  let nextFree = 0;
  for (const item of items) {
    const top = Math.max(item.desiredTop, nextFree);
    tops.push(top);
    nextFree = top + item.height + gap;
  }
  return tops;
}

/**
 * Moves the active card up to its desired top (or as high as the margin allows) by moving the cards before it up,
 * then lays the cards after it out again below it.
 */
function pullUpFor<Id>(items: readonly CardSlot<Id>[], tops: number[], gap: number, activeIndex: number): void {
  // How high the active card can go: the cards above it, stacked tightly from 0, must still fit.
  let stacked = 0;
  for (let index = 0; index < activeIndex; index += 1) stacked += items[index]!.height + gap;
  const activeTop = Math.max(items[activeIndex]!.desiredTop, stacked);
  if (activeTop >= tops[activeIndex]!) return;
  tops[activeIndex] = activeTop;
  // Earlier cards: each ends at least `gap` above the one after it, and moves only up.
  let limit = activeTop;
  for (let index = activeIndex - 1; index >= 0; index -= 1) {
    const top = Math.min(tops[index]!, limit - gap - items[index]!.height);
    tops[index] = top;
    limit = top;
  }
  // Later cards: pushed down from the active card's new place (they may move up too).
  let nextFree = activeTop + items[activeIndex]!.height + gap;
  for (let index = activeIndex + 1; index < items.length; index += 1) {
    const top = Math.max(items[index]!.desiredTop, nextFree);
    tops[index] = top;
    nextFree = top + items[index]!.height + gap;
  }
}
