import type { ExternalLinks } from '../../features/shell/menu/menuEntries';

const env = import.meta.env;

/** The menu's outside pages, set per deployment with VITE_LINK_*; defaults point at the public site. */
export const externalLinks: ExternalLinks = {
  groups: env.VITE_LINK_GROUPS ?? '/community/groups',
  resources: env.VITE_LINK_RESOURCES ?? '/teacher-resources',
  feedback: env.VITE_LINK_FEEDBACK ?? '/feedback',
  contact: env.VITE_LINK_CONTACT ?? '/contact',
};
