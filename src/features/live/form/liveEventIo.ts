import { liveEventCreateBody, liveEventPatchBody } from '../../../domain/live/liveEventForm';
import type { AccordionIo } from '../../../engine/accordionIo';
import type { LiveApi } from '../liveApi';

/**
 * Finish of the live event form: a new event is created (POST /live-events), an existing one gets the
 * fields the update call takes (PATCH). A failure shows spec 3 §8's 'Something went wrong please try again'.
 */
export function liveEventIo(api: LiveApi, failure: string): AccordionIo {
  return {
    async saveItem({ itemId, mode, fields }) {
      try {
        if (mode === 'create' || !itemId) {
          const created = await api.create(liveEventCreateBody(fields), { quiet: true });
          if (!created?.id) throw new Error('No event was created');
          return { itemId: created.id };
        }
        await api.update(itemId, liveEventPatchBody(fields), { quiet: true });
        return { itemId };
      } catch (error) {
        console.warn('Live event save failed', error);
        throw new Error(failure);
      }
    },
    // The form has no Delete: a live event is cancelled from the hosting list.
    async deleteItem() {},
  };
}
