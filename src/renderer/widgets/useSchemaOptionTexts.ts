import { looksLikeCode } from '../../lib/i18n/schema/schemaTexts';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';

function translateTexts(value: unknown, translate: (english: string) => string): unknown {
  // Code-like values (a folder, a URL, a MIME type) are not texts: left as they are.
  if (typeof value === 'string') return looksLikeCode(value) ? value : translate(value);
  if (Array.isArray(value)) return value.map((item) => translateTexts(item, translate));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translateTexts(item, translate)]));
  return value;
}

/**
 * A widget's `x-ui.options` texts in the reader's language. The media and accreditation widgets take their
 * default texts from the shared definitions (media.schema.json, accreditation.schema.json), which StepForm
 * does not see when a field writes its own `x-ui`; their overlay entries are applied here. Texts without
 * a translation (and non-text values such as field names) come back unchanged.
 */
export function useSchemaOptionTexts<T>(options: T): T {
  const schemaText = useSchemaText();
  return translateTexts(options, schemaText) as T;
}
