import { StateEffect, StateField, type Text } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import type { ReviewComment } from '../../model/types';
import { offsetOf } from './commentMarks';

// On narrow screens comments sit below the code they are about, inside the editor: one block widget after the last
// line of each commented range holds that line's cards. The widget's element is a host that React renders into
// (a portal), so the cards keep their editors, ratings and buttons; CodeMirror only places and measures it.
// CodeMirror draws only the widgets near its viewport; each time it draws or drops one the page is told
// (onDrawnChange), so that React renders cards only into the hosts on screen. A host keeps the height its cards
// last had while it is empty, so lines do not jump as cards come and go.

/** A guess for a host not measured yet; CodeMirror measures the real height once the host is on screen. */
export const ESTIMATED_CARD_HEIGHT = 88;

export interface CommentSlot {
  /** 0-based line below which the cards are drawn. */
  line: number;
  commentIds: readonly number[];
  host: HTMLElement;
  /** The height the host's cards last had, or null before they were measured. */
  knownHeight(): number | null;
  /** CodeMirror drew or dropped this host (called while it updates: read `host.isConnected` afterwards). */
  onDrawnChange(): void;
}

class CommentSlotWidget extends WidgetType {
  constructor(readonly slot: CommentSlot) {
    super();
  }

  override eq(other: CommentSlotWidget): boolean {
    return other.slot.host === this.slot.host && other.slot.commentIds.join() === this.slot.commentIds.join();
  }

  toDOM(): HTMLElement {
    this.slot.onDrawnChange();
    return this.slot.host;
  }

  override get estimatedHeight(): number {
    return this.slot.host.offsetHeight || (this.slot.knownHeight() ?? ESTIMATED_CARD_HEIGHT * this.slot.commentIds.length);
  }

  /** The cards handle their own clicks, keys and text fields; the editor must not treat them as code. */
  override ignoreEvent(): boolean {
    return true;
  }

  override destroy(): void {
    // The host belongs to the page, which renders into it again when the line comes back into view.
    this.slot.onDrawnChange();
  }
}

export const setCommentSlots = StateEffect.define<readonly CommentSlot[]>();

/** Block widgets must come from a state field (not a view plugin): they change the height of the document. */
export const commentSlotsField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setCommentSlots)) next = slotDecorations(transaction.state.doc, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

function slotDecorations(doc: Text, slots: readonly CommentSlot[]): DecorationSet {
  const ranges = slots.map((slot) => {
    const position = doc.lineAt(offsetOf(doc, slot.line, 0)).to;
    return Decoration.widget({ widget: new CommentSlotWidget(slot), block: true, side: 1 }).range(position);
  });
  return Decoration.set(ranges, true);
}

/** The line each comment's cards go below: the last line of its range, clamped to the document. */
export function slotLines(comments: readonly ReviewComment[], lineCount: number): Map<number, number[]> {
  const byLine = new Map<number, number[]>();
  for (const comment of comments) {
    const line = Math.min(Math.max(Math.max(comment.endLine, comment.startLine), 0), Math.max(lineCount - 1, 0));
    const ids = byLine.get(line) ?? [];
    ids.push(comment.id);
    byLine.set(line, ids);
  }
  return byLine;
}
