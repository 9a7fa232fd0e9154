import type { DocumentsPort } from '../../../backend/ports';
import { isLocale, type Locale } from '../../../lib/i18n';

// The signed-in person's own private settings (not an impersonated publisher's): the language is theirs.
const settingsPath = (uid: string) => `users/${uid}/private/settings`;

/** The language saved on the server for this user, or null when they never chose one. */
export async function readInterfaceLanguage(documents: DocumentsPort, uid: string): Promise<Locale | null> {
  const doc = await documents.get(settingsPath(uid)).catch(() => null);
  const saved = doc?.data.interface_language;
  return isLocale(saved) ? saved : null;
}

/** Remembers the chosen language on the server, so every browser the user signs in from starts in it. */
export async function saveInterfaceLanguage(documents: DocumentsPort, uid: string, locale: Locale): Promise<void> {
  await documents.set(settingsPath(uid), { interface_language: locale }, { merge: true });
}
