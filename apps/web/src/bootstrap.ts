import type { QueryClient } from '@tanstack/react-query';
import { endImpersonation, fetchCurrentUser, obtainToken, refreshToken } from './api/auth';
import { configureApi } from './api/config';
import { startEarlyReads } from './api/earlyReads';
import { createQueryClient } from './api/queryClient';
import { createPreferencesStore, type PreferencesStore } from './preferences/localPreferences';
import { SessionMachine } from './session/sessionMachine';
import { createTokenStore } from './session/tokenStore';
import { browserUrl } from './session/urlToken';
import { openBrowserStorage } from './storage/browserStorage';
import { rememberVisitSource } from './storage/visitSource';

export interface AppServices {
  session: SessionMachine;
  preferences: PreferencesStore;
  queryClient: QueryClient;
}

/** Builds the app's long-lived objects and starts the session; main.tsx renders with them. */
export function createServices(): AppServices {
  const storage = openBrowserStorage();
  rememberVisitSource(storage.store, window.location.search);
  const preferences = createPreferencesStore(storage.store);
  const queryClient = createQueryClient();
  const tokens = createTokenStore(storage.store);
  const session = new SessionMachine({
    api: { currentUser: fetchCurrentUser, refresh: refreshToken, login: obtainToken, endImpersonation },
    tokens,
    forgetPreferences: preferences.clear,
    url: browserUrl,
    storageBlocked: storage.blocked,
  });

  configureApi({
    getToken: () => session.getState().token,
    sameCaller: session.vouchesFor,
    // A visitor's 401 (no token at all) must not wipe their preferences.
    onUnauthorized: () => {
      if (session.getState().token) session.unauthorized();
    },
  });

  // Cached answers belong to the user who asked for them; the next user on this browser (or the person a platform
  // admin acts as, and the admin again after) must not see them.
  let previousStatus = session.getState().status;
  let lastUserId: number | null = null;
  session.subscribe(() => {
    const { status, user } = session.getState();
    if (status === 'loggedOut' && previousStatus === 'loggedIn') queryClient.clear();
    if (status === 'loggedIn') {
      if (lastUserId !== null && lastUserId !== user.id) queryClient.clear();
      lastUserId = user.id;
    }
    previousStatus = status;
  });

  startEarlyReads(window.location.pathname, tokens.get());
  session.start();
  return { session, preferences, queryClient };
}
