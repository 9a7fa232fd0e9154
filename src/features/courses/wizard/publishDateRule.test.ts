import { describe, expect, it } from 'vitest';
import { VALID } from '../../../../tests/server/coursesRuleTable';
import { compileWizard } from '../../../engine/compileWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { offersPublishTiming } from './publishDateRule';
import { withCourseRules } from './withCourseRules';

const compiled = compileWizard(loadSchemasFromDisk(), 'course');
const pastDate = { ...VALID.promo, selected_publish_after: 'AFTER', publish_after: '2025-12-01' };
const promoErrors = (status: string) => withCourseRules(compiled, { status, today: '2026-01-10' }).validateStep('promo', pastDate);
const hidden = (status: string) => {
  const promo = withCourseRules(compiled, { status, today: '2026-01-10' }).steps.find((s) => s.key === 'promo')!;
  const properties = (promo.schema as { properties: Record<string, { 'x-ui'?: { widget?: string } }> }).properties;
  return properties.publish_after?.['x-ui']?.widget === 'hidden' && properties.selected_publish_after?.['x-ui']?.widget === 'hidden';
};

describe('publish date rule follows what the screen offers', () => {
  it('refuses a past AFTER date while the publish timing is shown (DRAFT, PENDING, REJECTED_SUBMISSION)', () => {
    for (const status of ['DRAFT', 'PENDING', 'REJECTED_SUBMISSION']) {
      expect(hidden(status)).toBe(false);
      expect(promoErrors(status).map((e) => e.keyword)).toEqual(['dateFromToday']);
    }
  });

  it('never blocks on the hidden timing fields of a live course, REMOVED included (it was stuck there)', () => {
    for (const status of ['PUBLISHED', 'REJECTED_EDIT', 'PENDING_EDIT', 'REMOVED']) {
      expect(offersPublishTiming(status)).toBe(false);
      expect(hidden(status)).toBe(true);
      expect(promoErrors(status)).toEqual([]);
    }
  });
});
