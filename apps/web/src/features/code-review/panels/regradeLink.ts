import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { REGRADE_LINK_PARAM, type RegradeLinkIntent } from '@marginalia/contracts';

export interface RegradeLink {
  /** What the address asks of the regrade request: show it, or open the student's form; null for nothing. */
  intent: RegradeLinkIntent | null;
  /** Changes with every visit to such an address, so that asking again (a second click) acts again. */
  visit: string;
  /** Asks for the request in the address, as a link from a mail or the regrade inbox would. */
  open(intent: RegradeLinkIntent): void;
}

/** The `?regrade=` parameter of the submission view (regradeLinkPath in the contracts). */
export function useRegradeLink(): RegradeLink {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const value = params.get(REGRADE_LINK_PARAM);
  const intent = value === 'show' || value === 'write' ? value : null;
  const open = useCallback(
    (next: RegradeLinkIntent) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(REGRADE_LINK_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { intent, visit: location.key, open };
}
