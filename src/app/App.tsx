import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { firstGuessLocale, LocaleProvider, useT } from '../lib/i18n';
import { AppServicesProvider, type AppServices } from '../lib/session/AppServices';
import type { AppRouter } from './createAppRouter';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, themeWithLabels } from './theme';

/** The theme with the accessible names of Mantine's own icon buttons (modal close) in the reader's language. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const t = useT();
  const closeLabel = t('publishing.a11y.close');
  const localized = useMemo(() => themeWithLabels({ close: closeLabel }), [closeLabel]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** Providers in dependency order: interface language, theme, notifications, backend and session, then the routes. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <LocaleProvider initialLocale={firstGuessLocale()}>
      <LocalizedMantine>
        <LazyNotifications />
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </LocalizedMantine>
    </LocaleProvider>
  );
}
