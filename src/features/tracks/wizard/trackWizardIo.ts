import { HTTPError } from 'ky';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import { FieldErrorsRefusal } from '../../../engine/fieldErrorsRefusal';
import type { TracksApi } from '../api/tracksApi';
import { translate } from '../../../lib/i18n';

// What the publisher reads when a call fails: the field errors under the spec's message, a 409's own sentence, else the spec's message.
function failure(error: unknown, message: string): Error {
  if (error instanceof FieldErrorsRefusal) return error;
  if (error instanceof HTTPError && error.response.status === 409 && error.message) return new Error(error.message);
  return new Error(message);
}

/**
 * The track wizard's I/O on the track calls: the first save creates the track under a new id and names
 * its variant by the create route's value (`routeParam`: `routeValue`), later saves update it; submit is
 * SET_PENDING; the named outcome's call `approveAudioSnippet` sends the snippet alone (spec 1 §4).
 */
export function trackWizardIo(api: TracksApi, newId: () => string, route: { param: string; value: string } | null): WizardIo {
  return {
    async saveStep({ stepKey, itemId, fields }) {
      const id = itemId ?? newId();
      const message = itemId ? translate('tracks.wizard.updateFailed') : translate('tracks.wizard.createFailed');
      try {
        await api.saveStep(id, stepKey, itemId || !route ? fields : { ...fields, [route.param]: route.value }, message);
        return { itemId: id };
      } catch (error) {
        throw failure(error, message);
      }
    },
    async submit({ itemId }) {
      if (!itemId) throw new Error(translate('tracks.wizard.publishFailed'));
      try {
        await api.setPending(itemId, translate('tracks.wizard.publishFailed'));
      } catch (error) {
        throw failure(error, translate('tracks.wizard.publishFailed'));
      }
    },
    async runOutcome({ call, itemId, fields }) {
      if (call !== 'approveAudioSnippet' || !itemId) throw new Error(translate('tracks.wizard.unknownCall'));
      try {
        await api.approveSnippet(itemId, fields.snippet, translate('tracks.wizard.updateFailed'));
      } catch (error) {
        throw failure(error, translate('tracks.wizard.updateFailed'));
      }
    },
  };
}
