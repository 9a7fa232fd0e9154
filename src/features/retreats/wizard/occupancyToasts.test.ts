import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { accommodationToastTitles, occupancyToast } from './occupancyToasts';

// The titles as schemas/wizards/retreat states them (spec 2 §8).
const titles = accommodationToastTitles(compileWizard(loadSchemasFromDisk(), 'retreat', { mode: 'edit' }));

describe('occupancyToast', () => {
  it("titles a missing option 'Oops! Something's Missing' and an over-allocated size 'Oops! Something's Wrong', from the schema", () => {
    const missing = { pointer: '/accommodation_options', message: 'Please add at least one accommodation option to continue.', keyword: 'required' };
    const over = { pointer: '/accommodation_options', message: 'Total occupancy allocated to Calm cannot exceed overall retreat size', keyword: 'sumAtMost' };
    expect(occupancyToast([missing], titles)).toEqual({ title: "Oops! Something's Missing", message: missing.message });
    expect(occupancyToast([{ ...missing, keyword: 'minItems' }], titles)?.title).toBe("Oops! Something's Missing");
    expect(occupancyToast([{ pointer: '/title', message: 'x', keyword: 'required' }, over], titles)).toEqual({ title: "Oops! Something's Wrong", message: over.message });
  });

  it('calls for no toast for other errors', () => {
    expect(occupancyToast([{ pointer: '/accommodation_options/0/price', message: 'Price cannot exceed 80000', keyword: 'maximum' }], titles)).toBeNull();
  });
});
