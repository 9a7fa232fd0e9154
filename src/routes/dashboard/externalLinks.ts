import type { ExternalLinks } from '../../features/shell/menu/menuEntries';

const env = import.meta.env;

/** An absolute http(s) address, or null: a relative or missing value would open a dashboard 404 in a new tab. */
export function absoluteLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The menu's outside pages (spec 1 §2: Groups, Resources, Feedback, Contact us), set per deployment with
 * VITE_LINK_*. They open in a new tab; an entry whose address is not configured is not shown.
 */
export const externalLinks: ExternalLinks = {
  groups: absoluteLink(env.VITE_LINK_GROUPS),
  resources: absoluteLink(env.VITE_LINK_RESOURCES),
  feedback: absoluteLink(env.VITE_LINK_FEEDBACK),
  contact: absoluteLink(env.VITE_LINK_CONTACT),
};
