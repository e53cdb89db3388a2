import { describe, expect, it } from 'vitest';
import { createPartnerInbox, type InboxEntry } from './partnerInbox';

const message = (data: unknown) => ({ origin: 'https://lms.example.edu', source: null, data });

/** A window as the inbox reads it: framed (its parent is another window), opened, or neither. */
function windowThat(kind: 'framed' | 'opened' | 'alone'): Window {
  const self = { opener: null as unknown } as { parent: unknown; opener: unknown };
  self.parent = kind === 'framed' ? { name: 'parent' } : self;
  if (kind === 'opened') self.opener = { name: 'opener' };
  return self as unknown as Window;
}

describe('the partner inbox', () => {
  it('keeps messages until the listener drains them, then hands on each new one in order', () => {
    const inbox = createPartnerInbox();
    expect(inbox.receive(message(1), windowThat('framed'))).toBe(true);
    expect(inbox.receive(message(2), windowThat('opened'))).toBe(true);
    const handled: InboxEntry[] = [];
    const stop = inbox.drain((entry) => handled.push(entry));
    inbox.receive(message(3), windowThat('framed'));
    expect(handled.map((entry) => entry.message.data)).toEqual([1, 2, 3]);
    expect(handled[1]!.senders).toEqual([{ name: 'opener' }]);
    stop();
    inbox.receive(message(4), windowThat('framed'));
    expect(handled).toHaveLength(3);
  });

  it('keeps nothing in a window nobody frames or opened', () => {
    const inbox = createPartnerInbox();
    expect(inbox.receive(message(1), windowThat('alone'))).toBe(false);
    const handled: InboxEntry[] = [];
    inbox.drain((entry) => handled.push(entry));
    expect(handled).toEqual([]);
  });
});
