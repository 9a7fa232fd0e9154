import type { Session } from '../lib/session/createSession';

/** What every route's `beforeLoad` can reach: the running session, to guard and redirect. */
export interface RouterContext {
  session: Session;
}
