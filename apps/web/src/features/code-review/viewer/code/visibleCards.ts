// Which cards of the margin to draw: only those near the viewport, so a file with hundreds of comments renders a
// handful of cards. Pure, so it can be unit-tested.

export interface PlacedCard<Id> {
  id: Id;
  top: number;
  height: number;
}

/**
 * The ids of the cards that overlap [windowTop, windowBottom]. `cards` are in layout order with increasing tops
 * (layoutCards guarantees it), which allows a binary search for the first one.
 */
export function visibleCardIds<Id>(cards: readonly PlacedCard<Id>[], windowTop: number, windowBottom: number): Id[] {
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const card = cards[middle]!;
    if (card.top + card.height < windowTop) low = middle + 1;
    else high = middle;
  }
  const ids: Id[] = [];
  for (let index = low; index < cards.length && cards[index]!.top <= windowBottom; index += 1) ids.push(cards[index]!.id);
  return ids;
}
