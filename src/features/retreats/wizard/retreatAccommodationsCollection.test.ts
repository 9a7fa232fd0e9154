import { describe, expect, it, vi } from 'vitest';
import type { RetreatWizardApi } from '../api/retreatWizardApi';
import { retreatAccommodationsCollection } from './retreatAccommodationsCollection';

describe('retreatAccommodationsCollection', () => {
  it("creates a new option under the key its editor stored the images with (accommodations/{itemKey}), so the option's delete empties that folder", async () => {
    const saveAccommodation = vi.fn(async (_retreatId: string, option: Record<string, unknown>) => option);
    const collection = retreatAccommodationsCollection({ saveAccommodation } as unknown as RetreatWizardApi);
    const stored = await collection.create('r1', { name: 'Loft' }, 'new-m3k9a0-4f7q2x-1');
    expect(saveAccommodation).toHaveBeenCalledWith('r1', { name: 'Loft', id: 'new-m3k9a0-4f7q2x-1' });
    expect(stored).toEqual({ name: 'Loft', id: 'new-m3k9a0-4f7q2x-1' });
  });

  it('updates a stored option under its own id', async () => {
    const saveAccommodation = vi.fn(async (_retreatId: string, option: Record<string, unknown>) => option);
    const collection = retreatAccommodationsCollection({ saveAccommodation } as unknown as RetreatWizardApi);
    await collection.update('r1', 'sea-view', { name: 'Sea view' });
    expect(saveAccommodation).toHaveBeenCalledWith('r1', { name: 'Sea view', id: 'sea-view' });
  });
});
