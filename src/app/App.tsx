import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { AppServicesProvider, type AppServices } from '../lib/session/AppServices';
import type { AppRouter } from './createAppRouter';
import { LazyNotifications } from './LazyNotifications';
import { theme } from './theme';

/** Providers in dependency order: theme, notifications, backend and session, then the routes. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <LazyNotifications />
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </MantineProvider>
  );
}
