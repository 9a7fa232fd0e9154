import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Notifier } from '../../backend/http/notifier';
import type { Backend } from '../../backend/ports';
import type { SessionUser } from '../../../machines/sessionMachine';
import type { Session } from './createSession';

/** The app-wide services every screen may reach: the chosen backend, the running session, the notifier. */
export interface AppServices {
  backend: Backend;
  session: Session;
  notifier: Notifier;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppServicesProvider is missing above this component');
  return services;
}

export function useBackend(): Backend {
  return useAppServices().backend;
}

export function useNotifier(): Notifier {
  return useAppServices().notifier;
}

export function useSession(): Session {
  return useAppServices().session;
}

/** The signed-in user, re-rendering when it changes; null while signed out or restoring. */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSession().actor, (s) => s.context.user);
}
