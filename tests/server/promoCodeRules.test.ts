import { describe, expect, it } from 'vitest';
import { PROMO_CODE_STEP, PROMO_CODE_WIZARD_ID } from '../../src/domain/shop/promoCodeValues';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { formOf, PROMO_CODE_RULES, VALID_PROMO_CODE } from './promoCodeRuleTable';

// The compiled form the browser validates with (the same compileWizard the server's attach call uses).
const form = compileWizard(loadSchemasFromDisk(), PROMO_CODE_WIZARD_ID);
const errorsOf = (data: Record<string, unknown>) => form.validateStep(PROMO_CODE_STEP, data);

describe('promo code form: spec 3 §5 rules, exact messages', () => {
  it('accepts a valid percent code, a fixed one and one with an expiry', () => {
    expect(errorsOf({ ...VALID_PROMO_CODE })).toEqual([]);
    expect(errorsOf({ name: 'TENOFF', type: 'FIXED', fixed_amount_off: 10.5, max_redemptions: 3 })).toEqual([]);
    expect(errorsOf({ ...VALID_PROMO_CODE, expires_on: '2030-01-31' })).toEqual([]);
  });

  it.each(PROMO_CODE_RULES)('%s', (_rule, row, pointer, message) => {
    const errors = errorsOf(formOf(row));
    expect(errors.filter((e) => e.pointer === pointer).map((e) => e.message)).toContain(message);
  });
});
