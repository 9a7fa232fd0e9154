import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { compileWizard } from '../engine/compileWizard';
import { loadedSchemaFiles } from '../engine/loadedSchemaFiles';
import { activateLocale } from '../lib/i18n';
import { loadSchemaTranslator } from '../lib/i18n/schema/useSchemaText';
import ru from '../lib/i18n/schemaOverlays/ru.json';
import hi from '../lib/i18n/schemaOverlays/hi.json';
import { FieldErrorContext } from './FieldErrorContext';
import { createFieldErrorStore } from './fieldErrorStore';
import { StepForm } from './StepForm';
import { renderWithTheme } from './testing/renderWithTheme';

const TITLE_KEY = 'schemas/wizards/course/steps/details.schema.json#/properties/title/title';
const CAPS_KEY = 'schemas/common/text.schema.json#/$defs/notAllUppercase/errorMessage/notAllUppercase';
const overlays = { ru: ru as Record<string, { text: string; source: string }>, hi: hi as Record<string, { text: string; source: string }> };

// 'Title' is written in many files; in Russian this one is given a wording of its own, which only a
// lookup by file and pointer can find (a lookup by the English 'Title' finds another file's first).
const own = { ru: 'Название курса', hi: 'कोर्स का शीर्षक' };
const saved = { ru: overlays.ru[TITLE_KEY]!.text, hi: overlays.hi[TITLE_KEY]!.text };
beforeAll(() => {
  overlays.ru[TITLE_KEY]!.text = own.ru;
  overlays.hi[TITLE_KEY]!.text = own.hi;
});
afterAll(async () => {
  overlays.ru[TITLE_KEY]!.text = saved.ru;
  overlays.hi[TITLE_KEY]!.text = saved.hi;
  await activateLocale('en');
});

function renderDetails() {
  const wizard = compileWizard(loadedSchemaFiles(), 'course');
  const step = wizard.steps.find((s) => s.key === 'details')!;
  const errors = wizard.validateStep('details', { title: 'ALL CAPS TITLE HERE' });
  const store = createFieldErrorStore();
  store.set(errors);
  renderWithTheme(
    <FieldErrorContext.Provider value={store}>
      <StepForm stepKey="details" schema={step.schema as RJSFSchema} schemaFile={step.schemaFile} initialData={{ title: 'ALL CAPS TITLE HERE' }} onChange={() => {}} />
    </FieldErrorContext.Provider>,
  );
  return errors;
}

describe('StepForm and useFieldErrors translate schema text by file and pointer (issue 19)', () => {
  for (const locale of ['ru', 'hi'] as const) {
    it(`draws a step in ${locale}: the label by its own key, a $ref'd common message once from common/`, async () => {
      await activateLocale(locale);
      await act(() => loadSchemaTranslator(locale));
      const errors = renderDetails();
      const caps = errors.find((e) => e.pointer === '/title' && e.keyword === 'notAllUppercase');
      expect(caps?.messageKey).toBe(CAPS_KEY);
      const title = await screen.findByLabelText(new RegExp(own[locale]));
      expect(title).toHaveAccessibleDescription(new RegExp(overlays[locale][CAPS_KEY]!.text));
      expect(screen.queryByText('Text should not be all in uppercase')).toBeNull();
    }, 30_000);
  }
});
