import type { IncomingMessage } from 'node:http';
import { isTimeZone } from '../../engine/validation/context/validationContext';
import { badRequest } from '../http/HttpError';

/** The header the browser sends its IANA time zone in with each save. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The user's time zone for judging dates: the `X-Time-Zone` header, else the body's `timeZone`; UTC when
 * neither is sent, never the server's own zone. A value that is not a known IANA zone is refused (400).
 */
export function requestTimeZone(req: Pick<IncomingMessage, 'headers'>, body: Record<string, unknown>): string {
  const header = req.headers[TIME_ZONE_HEADER];
  const sent = typeof header === 'string' ? header : body.timeZone;
  if (sent === undefined) return 'UTC';
  if (!isTimeZone(sent)) throw badRequest('X-Time-Zone must be an IANA time zone such as Europe/Lisbon');
  return sent;
}
