import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { firstGuessLocale, LocaleProvider } from '../lib/i18n';
import { AppServicesProvider, type AppServices } from '../lib/session/AppServices';
import type { AppRouter } from './createAppRouter';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, theme } from './theme';

/** Providers in dependency order: theme, interface language, notifications, backend and session, then the routes. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LocaleProvider initialLocale={firstGuessLocale()}>
        <LazyNotifications />
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}
