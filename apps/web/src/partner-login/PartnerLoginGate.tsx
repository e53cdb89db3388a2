import { lazy, Suspense, useEffect, useState } from 'react';
import { createPartnerInbox } from './partnerInbox';

// What handles a partner's login loads with the first message that could be one (partnerInbox.ts), so that the
// pages of a tab nobody frames or opened carry none of it.
const PartnerLoginListener = lazy(() => import('./PartnerLoginListener').then((module) => ({ default: module.PartnerLoginListener })));

/** Listens for partner messages from the first render; mounts the listener once one arrives. */
export function PartnerLoginGate() {
  const [inbox] = useState(createPartnerInbox);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (inbox.receive({ origin: event.origin, source: event.source as unknown, data: event.data as unknown }, window)) setHeard(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [inbox]);
  if (!heard) return null;
  return (
    <Suspense fallback={null}>
      <PartnerLoginListener inbox={inbox} />
    </Suspense>
  );
}
