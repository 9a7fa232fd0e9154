import type { EventsApi } from '../../../backend/http/services/events';
import type { PaymentApi } from '../../../backend/http/services/payment';
import { pickFields } from '../../../../machines/wizardRules';
import type { AccordionIo } from '../../../engine/accordionIo';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import type { WorkshopApi, WorkshopRefs } from './workshopApi';
import { syncWorkshopEvent } from './workshopEvent';
import { syncWorkshopProduct } from './workshopProduct';

interface WorkshopIoDeps {
  wizard: CompiledWizard;
  api: WorkshopApi;
  payment: PaymentApi;
  events: EventsApi;
  /** The create route's value of this kind (`workshop-promo`): the server picks the variant of a new item by it. */
  routeValue: string;
  /** The workshop as stored when the page opened (null when creating). */
  stored: Record<string, unknown> | null;
  /** ?TEST_STRIPE=true: payment calls flag the test environment. */
  testMode: boolean;
  /** What the publisher reads when saving fails (the manifest's finish-refused title, in the reader's language). */
  failure: string;
  /** What the publisher reads when the event call fails (the manifest's callFailures.event, in the reader's language). */
  eventFailure?: string;
}

/** A call after the sections were saved failed; its message is the manifest's alert for that call. */
class WorkshopCallFailed extends Error {}

const hasEvent = (type: unknown) => type === 'WORKSHOP';
const sellsByCard = (type: unknown) => type === 'WORKSHOP' || type === 'WORKSHOP_RECORDING';

/**
 * The workshop form's Finish (spec 3 §4): every section saved through the generic step save (the first
 * creates the workshop PENDING), then the event (created, then given its occurrences) and the payment
 * product and price, whose references the server stores after checking they are the publisher's. What was
 * saved is remembered, so a retry after a failure continues from there. Delete is the soft delete.
 */
export function workshopIo(deps: WorkshopIoDeps): AccordionIo {
  let current: Record<string, unknown> | null = deps.stored;
  const sections = deps.wizard.steps.filter((step) => !step.review);
  const fail = (error: unknown): never => {
    console.warn('Workshop save failed', error);
    throw error instanceof WorkshopCallFailed ? error : new Error(deps.failure);
  };
  // Spec 3 §8: an event create or update failure has its own alert (the manifest's callFailures.event).
  const eventFailure = deps.eventFailure ?? deps.wizard.manifest.callFailures?.event?.title ?? deps.failure;
  return {
    async saveItem({ itemId, fields }) {
      if (!itemId) throw new Error(deps.failure);
      // What the payment product and the event were made from: a change is judged against it.
      const before = current;
      try {
        for (const section of sections) {
          await deps.api.saveSection(itemId, section.key, pickFields(fields, section.fields), deps.routeValue);
          current = { ...before, ...current, ...pickFields(fields, section.fields), ...deps.wizard.fixedValues };
        }
        const type = deps.wizard.fixedValues.type;
        // Each reference is stored as soon as its object exists, so a retry never makes a second one.
        const store = async (refs: WorkshopRefs) => {
          await deps.api.storeRefs(itemId, refs);
          current = { ...current, ...refs };
        };
        if (hasEvent(type)) {
          const eventId = await syncWorkshopEvent(deps.events, itemId, before?.event_id as string | undefined, fields).catch((error: unknown) => {
            console.warn('Workshop event call failed', error);
            throw new WorkshopCallFailed(eventFailure);
          });
          if (eventId) await store({ event_id: eventId });
        }
        // An approved workshop's edit waits for review: its product and price follow on approval (server side).
        if (sellsByCard(type) && before?.status !== 'APPROVED') {
          const stripe = await syncWorkshopProduct(deps.payment, itemId, before, fields, deps.testMode);
          if (stripe) await store({ stripe_refs: stripe });
        }
        return { itemId };
      } catch (error) {
        return fail(error);
      }
    },
    async deleteItem({ itemId }) {
      // Never saved: nothing to delete, the form just closes.
      if (!itemId || !current) return;
      await deps.api.remove(itemId);
    },
  };
}
