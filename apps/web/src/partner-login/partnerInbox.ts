// The app's first ear for partner logins (docs/LMS.md, "Login from a partner's page"). Every page listens from the
// start, but what handles a login (the API calls, the upload, its notices) loads only once a message arrives:
// messages are kept here meanwhile, with the windows that could have sent them as they were when each arrived.
// Nothing here decides whether a message is a login; partnerMessage.ts does, in the chunk that loads.

export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface InboxEntry {
  message: ReceivedMessage;
  /** The windows a login may have come from when it arrived. */
  senders: unknown[];
}

/** The windows a login may come from: the parent when framed, the opener when opened. */
function partnerWindows(self: Window): unknown[] {
  return [self.parent !== self ? self.parent : null, self.opener as unknown].filter((candidate) => candidate !== null && candidate !== undefined);
}

export interface PartnerInbox {
  /** Keeps a message that may be a login; false when no window could have sent one (not framed, not opened). */
  receive(event: ReceivedMessage, self: Window): boolean;
  /** Hands every kept message and each later one to `handle`, in order of arrival; returns the unsubscribe. */
  drain(handle: (entry: InboxEntry) => void): () => void;
}

export function createPartnerInbox(): PartnerInbox {
  let waiting: InboxEntry[] = [];
  let handler: ((entry: InboxEntry) => void) | null = null;
  return {
    receive(event, self) {
      const senders = partnerWindows(self);
      if (senders.length === 0) return false;
      const entry = { message: event, senders };
      if (handler) handler(entry);
      else waiting.push(entry);
      return true;
    },
    drain(handle) {
      handler = handle;
      const kept = waiting;
      waiting = [];
      for (const entry of kept) handle(entry);
      return () => {
        if (handler === handle) handler = null;
      };
    },
  };
}
