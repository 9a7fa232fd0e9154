import { badRequest } from '../../http/HttpError';

const ALLOWED = /^[A-Za-z0-9._-]+$/;
// Dots are allowed (`demo.teacher`) and ":" "/" are not, so "looks like a link" means a www. prefix or a common
// top-level domain as the last label.
const LINK_LIKE = /^www\.|\.(com|net|org|io|co|me|info|biz|app|dev|ly|tv|us|uk|de|fr|in|ai|xyz|site|online|link)$/i;
const MAX_LENGTH = 30;

/** Spec 1 §5 publisher username: letters, digits, dot, hyphen, underscore; must not look like a link. */
export function checkUsername(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('Username is required');
  const username = value.trim();
  if (username.length > MAX_LENGTH) throw badRequest(`Username must be at most ${MAX_LENGTH} characters`);
  if (!ALLOWED.test(username)) throw badRequest('Username may contain only letters, digits, dot, hyphen and underscore');
  if (LINK_LIKE.test(username)) throw badRequest('Link not allowed');
  return username;
}
