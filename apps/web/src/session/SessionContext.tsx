import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionMachine, SessionState } from './sessionMachine';

const SessionContext = createContext<SessionMachine | null>(null);

export function SessionProvider({ machine, children }: { machine: SessionMachine; children: ReactNode }) {
  return <SessionContext.Provider value={machine}>{children}</SessionContext.Provider>;
}

/** The machine itself, for actions (login, logout, adopt). */
export function useSessionMachine(): SessionMachine {
  const machine = useContext(SessionContext);
  if (!machine) throw new Error('useSessionMachine needs a SessionProvider above it');
  return machine;
}

/** The current session state; re-renders on every transition. */
export function useSession(): SessionState {
  const machine = useSessionMachine();
  return useSyncExternalStore(machine.subscribe, machine.getState);
}
