import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { WizardEvent } from '../../machines/wizardMachine';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { fieldInput, type Executor } from './wizardExecutors';
import type { WizardHarness } from './wizardHarness';

type Choice = { const?: unknown; title?: string };
const propertiesOf = (wizard: CompiledWizard, stepKey: string) =>
  (wizard.steps.find((s) => s.key === stepKey)?.schema.properties ?? {}) as Record<string, { type?: string; items?: { oneOf?: Choice[]; anyOf?: Choice[] }; 'x-ui'?: { widget?: string } }>;

async function setChecked(user: UserEvent, box: HTMLElement, checked: boolean) {
  if ((box as HTMLInputElement).checked !== checked) await user.click(box);
}

// The image uploader around an element of one field (its file input), for Delete Images.
async function deleteImage(user: UserEvent, inside: HTMLElement) {
  let box: HTMLElement | null = inside;
  while (box && !within(box).queryByRole('button', { name: 'Delete Images' })) box = box.parentElement;
  await user.click(within(box!).getByRole('button', { name: 'Delete Images' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).toBeNull());
}

/**
 * The retreat's form changes as a publisher makes them, for the fields the kit's executor cannot set by
 * typing: the terms and permission boxes, the submission statements (toggles), the balance-due select,
 * the hero and additional images (Delete Images, confirmed), and a cleared text or number (an
 * `undefined` in the model's data). Everything else (texts, numbers, item lists) goes to the kit's executor.
 */
export function retreatChange(wizard: CompiledWizard, harness: WizardHarness, user: UserEvent, fallback: Executor): Executor {
  return async (step) => {
    const event = step.event as WizardEvent;
    if (event.type !== 'form.change') return;
    const stepKey = harness.snapshot().context.current as string;
    const properties = propertiesOf(wizard, stepKey);
    const rest: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(event.data)) {
      const property = properties[name] ?? {};
      const widget = property['x-ui']?.widget;
      if (name === 'hero_image_url' && value === undefined) await deleteImage(user, document.querySelector<HTMLElement>(`[id$="${name}"]`)!);
      else if (name === 'additional_images' && Array.isArray(value) && value.length === 0) {
        const images = () => document.querySelectorAll<HTMLElement>(`[id*="${name}-"]:not([id$="-add"])`);
        while (images().length > 0) await deleteImage(user, [...images()].at(-1)!);
      } else if (widget === 'acceptedAt') {
        // Accepting again records a new moment: untick first when the terms were accepted before.
        const box = () => screen.getByRole('checkbox', { name: /I have read and agree/ });
        if (value !== undefined && (box() as HTMLInputElement).checked) await user.click(box());
        await setChecked(user, box(), value !== undefined);
      }
      else if (widget === 'checkbox' || property.type === 'boolean') await setChecked(user, fieldInput(wizard, stepKey, name), value === true);
      else if (widget === 'toggles' && property.type === 'array') {
        const chosen = new Set(Array.isArray(value) ? value : []);
        for (const choice of property.items?.oneOf ?? property.items?.anyOf ?? []) {
          await setChecked(user, screen.getByRole('switch', { name: choice.title ?? String(choice.const) }), chosen.has(choice.const));
        }
      } else if (widget === 'select') {
        const title = (properties[name] as { oneOf?: Choice[] }).oneOf?.find((c) => c.const === value)?.title ?? String(value);
        // A native select: the browser's own list, chosen as a keyboard or pointer user does.
        await user.selectOptions(fieldInput(wizard, stepKey, name), title);
      } else if (value === undefined) await user.clear(fieldInput(wizard, stepKey, name));
      else rest[name] = value;
    }
    if (Object.keys(rest).length > 0) await fallback({ ...step, event: { ...event, data: rest } as never });
  };
}
