import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import type { EventsApi } from '../../src/backend/http/services/events';
import type { PaymentApi } from '../../src/backend/http/services/payment';
import type { WorkshopApi } from '../../src/features/workshops/form/workshopApi';
import { workshopIo } from '../../src/features/workshops/form/workshopIo';
import { AccordionWizardView } from '../../src/renderer/accordion/AccordionWizardView';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { IMAGE, VALID } from '../server/workshopRuleTable';

// Spec 3 §8 'Event create or update failure: Alert "Something went wrong please try again"': the workshop
// form's Finish saves every section, then the events call fails; the publisher reads the manifest's
// callFailures.event alert (not the save-failure title) and stays on the form with what was typed.
// Mantine + RJSF renders of eight sections are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
const wizard = compileWizard(loadSchemasFromDisk(process.cwd(), ['schemas']), 'workshop', { variant: 'WORKSHOP', mode: 'create' });
const EVENT_ALERT = wizard.manifest.callFailures?.event?.title;

function fakeApi(): WorkshopApi & { sections: string[] } {
  const sections: string[] = [];
  return {
    sections,
    saveSection: vi.fn(async (_id: string, step: string) => {
      sections.push(step);
      return { status: 'PENDING', created: sections.length === 1 };
    }),
    storeRefs: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    load: vi.fn(async () => null),
  } as unknown as WorkshopApi & { sections: string[] };
}

function renderForm(events: Partial<EventsApi>) {
  const api = fakeApi();
  const payment = { createProduct: vi.fn(), createPrice: vi.fn() } as unknown as PaymentApi;
  const io = workshopIo({ wizard, api, payment, events: events as EventsApi, routeValue: 'workshop', stored: null, testMode: false, failure: wizard.manifest.finishRefused!.title });
  const id = 'event-failure';
  const data = {
    ...Object.assign({}, ...Object.values(VALID)),
    image: { ...IMAGE, remoteFile: `uid/uploads/marketplace/shop/products/${id}/image/original.jpeg` },
    ...wizard.fixedValues,
  };
  const finished: string[] = [];
  renderWithTheme(<AccordionWizardView wizard={wizard} io={io} input={{ mode: 'create', itemId: id, status: null, data }} onFinish={(o) => finished.push(o)} />);
  return { api, payment, finished };
}

describe('the workshop form when the events call fails (spec 3 §8)', () => {
  it('the manifest states the spec text', () => {
    expect(EVENT_ALERT).toBe('Something went wrong please try again');
  });

  it('a failed event create shows "Something went wrong please try again", keeps the form and sells nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const createEvent = vi.fn(async () => {
      throw new Error('Request failed with status code 500');
    });
    const { api, payment, finished } = renderForm({ createEvent, updateEvent: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EVENT_ALERT!);
    expect(alert).not.toHaveTextContent(wizard.manifest.finishRefused!.title);
    expect(createEvent).toHaveBeenCalledTimes(1);
    // Every section was saved before the event call; no payment product follows a failed event.
    expect(api.sections).toEqual(wizard.steps.filter((s) => !s.review).map((s) => s.key));
    expect(payment.createProduct).not.toHaveBeenCalled();
    expect(finished).toEqual([]);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    warn.mockRestore();
  });

  it('a failed event update (occurrences) shows the same alert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const updateEvent = vi.fn(async () => {
      throw new Error('Request failed with status code 503');
    });
    renderForm({ createEvent: vi.fn(async () => ({ id: 'ev_1' })), updateEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(EVENT_ALERT!));
    expect(updateEvent).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
