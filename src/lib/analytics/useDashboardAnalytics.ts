import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../session/AppServices';

/** Spec 1 §7's analytics events as the dashboard sends them. */
export interface AnalyticsEvent {
  type: 'page_view' | 'click';
  path: string;
  target?: string;
}

const FLUSH_MS = 5000;
const BATCH = 50;

/** What a click is named by: an explicit data-analytics, else the control's accessible label or text. */
function clickTarget(element: Element): string {
  return (element.getAttribute('data-analytics') ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 120);
}

/**
 * Records page_view on every route change and click on links and buttons, and sends them in batches
 * (every 5 s and when the page is hidden) to the analytics calls. Failures are silent: analytics never
 * interrupts the publisher.
 */
export function useDashboardAnalytics(): void {
  const backend = useBackend();
  const notifier = useNotifier();
  // A backend without the teacher-dashboard service (a test double) records nothing rather than failing the shell.
  const client = useMemo(() => {
    try {
      return backend.serviceUrls?.teacherDashboard ? createServiceClient('teacherDashboard', backend, notifier) : null;
    } catch {
      return null;
    }
  }, [backend, notifier]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const queue = useRef<AnalyticsEvent[]>([]);

  useEffect(() => {
    const flush = () => {
      const events = queue.current.splice(0, BATCH);
      if (events.length > 0 && client) void client.request('post', 'api/v1/analytics/events', { json: { events }, quiet: true }).catch(() => undefined);
    };
    const timer = setInterval(flush, FLUSH_MS);
    window.addEventListener('pagehide', flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [client]);

  useEffect(() => {
    queue.current.push({ type: 'page_view', path: pathname });
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.('a, button');
      if (control) queue.current.push({ type: 'click', path: window.location.pathname, target: clickTarget(control) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
