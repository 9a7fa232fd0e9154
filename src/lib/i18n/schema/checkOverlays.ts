import type { SchemaSource } from '../../../engine/schemaSource';
import { LOCALES } from '../locales';
import type { SchemaOverlay } from './overlay';
import { overlayProblems } from './overlayProblems';
import { isRequiredFile } from './overlayScope';
import { translatableTexts } from './schemaTexts';

export interface OverlayReport {
  /** One line per finding, for the schemas:check output. */
  lines: string[];
  /** True when schemas:check must fail: a missing entry in a required file, a stale entry, or a placeholder mismatch. */
  failed: boolean;
}

/**
 * Every locale's overlay against the current English: missing, stale (English changed), dangling
 * (nothing there any more) and placeholder mismatches, per locale.
 */
export function checkOverlays(source: SchemaSource, readOverlay: (locale: string) => SchemaOverlay): OverlayReport {
  const texts = translatableTexts(source);
  const lines: string[] = [];
  let failed = false;
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const problems = overlayProblems(locale, texts, readOverlay(locale));
    const requiredMissing = problems.missing.filter(isRequiredFile);
    const laterMissing = problems.missing.length - requiredMissing.length;
    const list = (label: string, keys: string[]) => keys.forEach((key) => lines.push(`${key}: ${locale} ${label}`));
    list('translation missing', requiredMissing);
    list('translation stale (the English changed; translate it again)', problems.stale);
    list('translation dangling (no such text any more)', problems.dangling);
    list('translation placeholders differ from the English', problems.placeholderMismatch);
    if (laterMissing) lines.push(`schemas i18n ${locale}: ${laterMissing} text(s) of wizards still being written not translated yet (not required)`);
    // Stale or mismatched translations fail everywhere they were made; missing ones only where required.
    if (requiredMissing.length || problems.stale.length || problems.placeholderMismatch.length) failed = true;
  }
  return { lines, failed };
}
