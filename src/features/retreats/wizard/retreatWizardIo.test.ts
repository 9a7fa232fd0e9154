import { describe, expect, it, vi } from 'vitest';
import type { RetreatWizardApi } from '../api/retreatWizardApi';
import { retreatWizardIo } from './retreatWizardIo';

function io(cleanUp: () => Promise<void> = async () => {}) {
  const api = {
    saveStep: vi.fn(async () => ({ id: 'r1', status: 'DRAFT' })),
    deleteAccommodationImages: vi.fn(cleanUp),
  };
  return { api, io: retreatWizardIo(api as unknown as RetreatWizardApi, () => 'new-id', []) };
}

describe('retreatWizardIo', () => {
  it('deletes the accommodation image folders once the venue step is saved as NOT_INCLUDED (spec 2 §4)', async () => {
    const { api, io: wizardIo } = io();
    await expect(wizardIo.saveStep({ stepKey: 'venue-and-accommodation', itemId: 'r1', fields: { accommodation_option: 'NOT_INCLUDED' } } as never)).resolves.toEqual({ itemId: 'r1' });
    expect(api.saveStep).toHaveBeenCalledWith('r1', 'venue-and-accommodation', { accommodation_option: 'NOT_INCLUDED' });
    expect(api.deleteAccommodationImages).toHaveBeenCalledWith('r1');
  });

  it('keeps them with accommodation offered, and a failed clean-up does not fail the saved step', async () => {
    const { api, io: wizardIo } = io(async () => {
      throw new Error('offline');
    });
    await wizardIo.saveStep({ stepKey: 'venue-and-accommodation', itemId: 'r1', fields: { accommodation_option: 'BOTH' } } as never);
    expect(api.deleteAccommodationImages).not.toHaveBeenCalled();
    await expect(wizardIo.saveStep({ stepKey: 'venue-and-accommodation', itemId: 'r1', fields: { accommodation_option: 'NOT_INCLUDED' } } as never)).resolves.toEqual({ itemId: 'r1' });
  });
});
