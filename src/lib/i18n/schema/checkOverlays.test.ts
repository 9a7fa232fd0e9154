import { describe, expect, it } from 'vitest';
import { checkOverlays } from './checkOverlays';
import { textHash, type SchemaOverlay } from './overlay';

// A tiny source: one shared (required) schema with a title and an error message with a placeholder.
const source = {
  'schemas/common/text.schema.json': {
    $defs: { title: { type: 'string', title: 'Title', maxLength: 80, errorMessage: { maxLength: 'Title must be at most {max} characters' } } },
  },
};
const TITLE = 'schemas/common/text.schema.json#/$defs/title/title';
const MESSAGE = 'schemas/common/text.schema.json#/$defs/title/errorMessage/maxLength';
const complete: SchemaOverlay = {
  [TITLE]: { text: 'Название', source: textHash('Title') },
  [MESSAGE]: { text: 'Не более {max} символов', source: textHash('Title must be at most {max} characters') },
};
const everyLocale = (overlay: SchemaOverlay) => () => overlay;

describe('schemas:check on schema translations', () => {
  it('passes when every locale translates every text of today’s English', () => {
    expect(checkOverlays(source, everyLocale(complete))).toEqual({ lines: [], failed: false });
  });

  it('fails on a missing translation', () => {
    const report = checkOverlays(source, everyLocale({ [TITLE]: complete[TITLE]! }));
    expect(report.failed).toBe(true);
    expect(report.lines).toContain(`${MESSAGE}: ru translation missing`);
  });

  it('fails on a stale translation: the English changed since it was translated', () => {
    const report = checkOverlays(source, everyLocale({ ...complete, [TITLE]: { text: 'Название', source: textHash('Course title') } }));
    expect(report.failed).toBe(true);
    expect(report.lines).toContain(`${TITLE}: hi translation stale (the English changed; translate it again)`);
  });

  it('fails on a placeholder the translation lost, and reports a dangling entry', () => {
    const report = checkOverlays(
      source,
      everyLocale({ ...complete, [MESSAGE]: { text: 'Не более 80 символов', source: complete[MESSAGE]!.source }, 'schemas/common/gone.json#/title': { text: 'x', source: '0' } }),
    );
    expect(report.failed).toBe(true);
    expect(report.lines).toContain(`${MESSAGE}: de translation placeholders differ from the English`);
    expect(report.lines).toContain('schemas/common/gone.json#/title: de translation dangling (no such text any more)');
  });
});
