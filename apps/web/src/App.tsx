import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiNotifications } from './api/ApiNotifications';
import type { AppServices } from './bootstrap';
import { SessionBanners } from './layout/SessionBanners';
import { SiteBanners } from './layout/SiteBanners';
import { PartnerLoginGate } from './partner-login/PartnerLoginGate';
import { CrashBoundary } from './pages/errors/CrashBoundary';
import { PreferencesProvider } from './preferences/PreferencesContext';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionContext';
import { ThemeProvider } from './theme/ThemeProvider';

export function App({ services }: { services: AppServices }) {
  return (
    <CrashBoundary>
      <PreferencesProvider store={services.preferences}>
        <SessionProvider machine={services.session}>
          <QueryClientProvider client={services.queryClient}>
            <ThemeProvider>
              <ApiNotifications />
              <BrowserRouter>
                <SiteBanners />
                <SessionBanners />
                <PartnerLoginGate />
                <AppRoutes />
              </BrowserRouter>
            </ThemeProvider>
          </QueryClientProvider>
        </SessionProvider>
      </PreferencesProvider>
    </CrashBoundary>
  );
}
