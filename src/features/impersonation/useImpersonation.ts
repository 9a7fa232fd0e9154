import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ImpersonationTarget } from '../../../machines/impersonationMachine';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import type { Backend } from '../../backend/ports';
import { createImpersonation, type Impersonation } from './createImpersonation';
import { fetchImpersonationToken } from './impersonationToken';

// One controller per backend for the page's lifetime: it owns the tab channel, and React's double
// mounting in development must not open a second one.
const controllers = new WeakMap<Backend, Impersonation>();

/** Lets a test (or another host) hand in its own controller instead of the page-wide one. */
export const ImpersonationContext = createContext<Impersonation | null>(null);

/** The page-wide impersonation controller. */
export function useImpersonation(): Impersonation {
  const provided = useContext(ImpersonationContext);
  const backend = useBackend();
  const notifier = useNotifier();
  if (provided) return provided;
  let controller = controllers.get(backend);
  if (!controller) {
    controller = createImpersonation({
      auth: backend.auth,
      fetchToken: (userId) => fetchImpersonationToken(backend, notifier, userId),
      reload: (href) => (href ? window.location.assign(href) : window.location.reload()),
    });
    controllers.set(backend, controller);
  }
  return controller;
}

/** The impersonated user while an admin acts as them, else null; re-renders on change. */
export function useImpersonationTarget(): ImpersonationTarget | null {
  const controller = useImpersonation();
  return useSelector(controller.actor, (s) => (s.matches('active') ? s.context.target : null));
}
