import { isPartnerOrigin, PartnerLoginMessage } from '@marginalia/contracts';
import type { ReceivedMessage } from './partnerInbox';

// Which `message` events are partner logins (docs/LMS.md, "Login from a partner's page"): sent by the window that
// frames or opened this one, from an origin that is exactly one of PARTNER_ORIGINS, and shaped as the contract
// says. Anything else is not for us (the LMS's storage answers, browser extensions, a look-alike host) and is
// ignored without a word.

export function readPartnerMessage(event: ReceivedMessage, partnerOrigins: readonly string[], senders: readonly unknown[]): PartnerLoginMessage | null {
  if (event.source === null || event.source === undefined || !senders.includes(event.source)) return null;
  if (!isPartnerOrigin(event.origin, partnerOrigins)) return null;
  const parsed = PartnerLoginMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
