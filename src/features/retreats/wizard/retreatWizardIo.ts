import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import { FieldErrorsRefusal } from '../../../engine/fieldErrorsRefusal';
import { ACCOMMODATION_CHOICE, WITHOUT_ACCOMMODATION } from '../../../domain/retreats/retreatStorage';
import { RetreatRefused, type RetreatWizardApi } from '../api/retreatWizardApi';
import { saveFailedText, submitFailedText } from './messages';

// What the publisher reads when a call fails: the server's field errors at their fields under the
// spec's message (a submit refusal's own title, e.g. 'Invalid Retreat Size'), else the spec's message.
function failure(error: unknown, message: string): Error {
  if (error instanceof RetreatRefused) return new FieldErrorsRefusal(error.title ?? message, error.errors);
  return new Error(message);
}

/**
 * The retreat wizard's I/O: every step through the generic step save (accommodation options are saved
 * one by one by their own calls, so the venue step sends its fields only; once it says NOT_INCLUDED their
 * image folders are deleted too), and Submit with the review step's fields. `newId` names a retreat created
 * by its first save.
 */
export function retreatWizardIo(api: RetreatWizardApi, newId: () => string, reviewFields: readonly string[]): WizardIo {
  return {
    async saveStep({ stepKey, itemId, fields }) {
      const id = itemId ?? newId();
      try {
        await api.saveStep(id, stepKey, fields);
      } catch (error) {
        throw failure(error, saveFailedText());
      }
      // The save deleted the options (spec 2 §4); their images go too. The step is saved either way, so a
      // failed clean-up does not hold the publisher back (the next NOT_INCLUDED save tries again).
      if (fields[ACCOMMODATION_CHOICE] === WITHOUT_ACCOMMODATION) await api.deleteAccommodationImages(id).catch(() => {});
      return { itemId: id };
    },
    async submit({ itemId, data }) {
      if (!itemId) throw new Error(submitFailedText());
      const review = Object.fromEntries(reviewFields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
      try {
        await api.submit(itemId, review);
      } catch (error) {
        throw failure(error, submitFailedText());
      }
    },
  };
}
