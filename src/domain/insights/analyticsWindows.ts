/**
 * The periods the /analytics summary offers, in days (the server's call takes 1 to 450), and the one it
 * opens on. Kept apart from the screen so the route can check the URL's period without loading the screen.
 */
export const SUMMARY_WINDOWS = [1, 7, 30, 90, 365] as const;
export const DEFAULT_SUMMARY_WINDOW = 30;
