import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { retreatRedirect, type RetreatAccess } from './retreatRedirect';

type Decision = { state: 'checking' } | { state: 'open' } | { state: 'leaving' };

/**
 * Applies the spec 2 §2 route rules to /retreat/{id} and /retreat/view/{id} before the wizard draws: asks
 * the server for the retreat (`ownerId` for an admin's or a co-host's view of someone else's) and replaces
 * the route with the create page or the list when the rules say so; otherwise draws `children`.
 */
export function RetreatRouteGuard({ retreatId, ownerId, route, children }: { retreatId: string; ownerId?: string; route: 'edit' | 'view'; children: ReactNode }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const router = useRouter();
  const client = useMemo(() => createServiceClient('teacherDashboard', backend, notifier), [backend, notifier]);
  const [decision, setDecision] = useState<Decision>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    const path = `api/v1/publishers/retreats/${encodeURIComponent(retreatId)}`;
    const searchParams = ownerId ? { user_id: ownerId } : undefined;
    client
      .request<{ data: RetreatAccess }>('get', path, { searchParams, quiet: true })
      .then(
        (answer) => answer?.data ?? null,
        () => null,
      )
      .then((access) => {
        if (!live) return;
        const to = retreatRedirect(access, route);
        setDecision(to ? { state: 'leaving' } : { state: 'open' });
        if (to) void router.navigate({ href: to, replace: true });
      });
    return () => {
      live = false;
    };
  }, [client, retreatId, ownerId, route, router]);
  return decision.state === 'open' ? <>{children}</> : <LoadingSpinner />;
}
