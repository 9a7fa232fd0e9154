import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WizardManifest } from '../../src/engine/manifest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import type { SchemaSource } from '../../src/engine/schemaSource';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { fixtureSource, presetData } from './fixtureWizard';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { renderWizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { fixtureSamples, wizardWalk } from './wizardWalk';

// The staff promise (DESIGN §2.1): edits under schemas/ alone change the product. A copy of the fixture
// wizard's files is edited as staff would edit them; nothing else changes, and everything follows.
const MANIFEST = 'tests/fixtures/wizards/fixture/wizard.json';
const DETAILS = 'tests/fixtures/wizards/fixture/steps/details.schema.json';
const NEW_MESSAGE = 'Keep the title to 60 characters or fewer';

function staffEdit(original: SchemaSource): SchemaSource {
  const source = structuredClone(original);
  const details = source[DETAILS] as { properties: { title: { maxLength: number; errorMessage: Record<string, string> } } };
  details.properties.title.maxLength = 60;
  details.properties.title.errorMessage.maxLength = NEW_MESSAGE;
  const manifest = source[MANIFEST] as WizardManifest;
  const [details_, media, , review] = manifest.steps;
  manifest.steps = [media!, details_!, review!];
  return source;
}

const edited = staffEdit(fixtureSource());
const wizard = compileWizard(edited, 'fixture');
const longTitle = 'A calm morning practice for busy people who rarely find time';
const NAME = 'wizardMachine (staff-edited fixture, driven through the UI)';

describe('product staff change a limit, a message and the steps in schema files only', () => {
  it('the step bar shows the new order without the removed step', () => {
    renderWithTheme(<WizardView wizard={wizard} io={{ saveStep: vi.fn(), submit: vi.fn() }} input={{ mode: 'create', data: presetData }} />);
    const names = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['1. Media⚠', '2. Details⚠', '3. Review']);
  });

  it('the field limit and the message follow, in the browser and on the server alike', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <WizardView
        wizard={wizard}
        io={{ saveStep: vi.fn(async () => undefined), submit: vi.fn() }}
        input={{ mode: 'edit', data: { ...presetData, title: longTitle.slice(0, 20) }, startStep: 'details' }}
      />,
    );
    const title = screen.getByLabelText(/^Title/);
    expect(screen.getByLabelText('characters used')).toHaveTextContent('20/60');
    await user.clear(title);
    await user.paste(`${longTitle}!`);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(title).toHaveAccessibleDescription(NEW_MESSAGE);
    // The server compiles the same files on its own; the same payload gets the same answer.
    const server = compileWizard(staffEdit(fixtureSource()), 'fixture');
    const payload = { ...presetData, title: `${longTitle}!` };
    expect(server.validateStep('details', payload)).toEqual(wizard.validateStep('details', payload));
    expect(server.validateStep('details', payload).map((e) => e.message)).toEqual([NEW_MESSAGE]);
    expect(server.validateStep('details', { ...presetData, title: longTitle })).toEqual([]);
  });

  const machine = buildWizardMachine(wizard);
  const walk = wizardWalk(wizard, fixtureSamples, { mode: 'create', data: presetData });
  const { paths, unreachable } = coveringPaths(machine, walk);

  it('the generated paths walk the new steps in the new order', () => {
    expect(unreachable).toEqual([]);
    expect(createActor(machine, { input: walk.input! }).getSnapshot().value).toEqual({ editing: { media: 'idle' } });
    expect(Object.keys(machine.root.states.editing!.states)).toEqual(['media', 'details', 'review']);
  });

  paths.forEach((path, i) => {
    it(`path ${i + 1} through the edited wizard: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const harness = renderWizardHarness(wizard, walk.input!, coverageRecorder(NAME, machine));
      await path.test({
        events: wizardExecutors(wizard, harness, userEvent.setup()),
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            assertScreen(wizard, harness, state);
          },
        },
      });
    }, 30_000);
  });
});

afterAll(() => assertFullCoverage([NAME]));
