import type { Backend } from '../ports';
import { createServiceClient } from './createServiceClient';
import type { Notifier } from './notifier';
import { eventsApi } from './services/events';
import { forumsApi } from './services/forums';
import { groupsApi } from './services/groups';
import { mainSiteApi } from './services/mainSite';
import { paymentApi } from './services/payment';
import { searchApi } from './services/search';
import { teacherDashboardApi } from './services/teacherDashboard';
import { usersApi } from './services/users';

/** Every platform service's typed calls, sharing one backend (token, URLs) and one notifier. */
export function createServices(backend: Backend, notifier: Notifier) {
  const client = (name: Parameters<typeof createServiceClient>[0]) => createServiceClient(name, backend, notifier);
  return {
    teacherDashboard: teacherDashboardApi(client('teacherDashboard')),
    payment: paymentApi(client('payment')),
    events: eventsApi(client('events')),
    forums: forumsApi(client('forums')),
    groups: groupsApi(client('groups')),
    search: searchApi(client('search')),
    users: usersApi(client('users')),
    mainSite: mainSiteApi(client('mainSite')),
  };
}

export type Services = ReturnType<typeof createServices>;
