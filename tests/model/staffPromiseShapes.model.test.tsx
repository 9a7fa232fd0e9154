import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { WizardInput } from '../../machines/wizardMachine';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import type { WizardIo } from '../../src/engine/buildWizardMachineIo';
import { checkSchemas } from '../../src/engine/check/checkSchemas';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import type { WizardManifest } from '../../src/engine/manifest';
import { AccordionWizardView } from '../../src/renderer/accordion/AccordionWizardView';
import { courseWizardDoc } from '../../src/features/courses/wizard/courseWizardDoc';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';
import { assertFullCoverage } from './coverage';
import { fixtureSource } from './fixtureWizard';
import { walkPureMachine } from './coveringPaths';
import { CHAPTER_NAME_MISSING, CHAPTER_NAME_SHORT, DIALOG, writeEditedCopy } from './staffEditedShapes';
import { wizardWalk, type StepSamples } from './wizardWalk';

// The staff promise, grown (issue 9), in the browser: the shapes wizard edited in its JSON files only
// (tests/model/staffEditedShapes.ts) through the real WizardView. The same copy served by the real server is
// proven in tests/server/staffPromiseShapes.test.ts (the server cannot be imported under jsdom).
const copy = writeEditedCopy();
const samples: StepSamples = {
  details: { valid: { content_type: 'MUSIC', copyright: 'AUTHORISED', chapters: [{ name: 'Intro' }] }, invalid: { content_type: 'OPERA' } },
  categorize: { valid: { title: 'Calm music', genre: 'AMBIENT' }, invalid: { title: 'x' } },
  meals: { valid: { meals: ['none'] }, invalid: { meals: ['none', 'lunch'] } },
  'price-tier': { valid: { price: 9 }, invalid: { price: 0 } },
  codes: { valid: { codes: ['SPRING'] }, invalid: { codes: ['X'] } },
  review: { valid: { agreed: true }, invalid: { agreed: false } },
};
const shapes = [
  { name: 'wizardMachine (staff-edited shapes FREE create, pure)', variant: 'FREE', mode: 'create' as const },
  { name: 'wizardMachine (staff-edited shapes PREMIUM edit, pure)', variant: 'PREMIUM', mode: 'edit' as const },
];
const { compiled } = copy;
const published = { content_type: 'MUSIC', copyright: 'AUTHORISED', chapters: [{ name: 'Intro' }], title: 'Calm music', genre: 'CLASSICAL', meals: ['none'], price: 5, agreed: true };
const start = { content_type: 'TALK', copyright: 'AUTHORISED' };

const stepNames = () => within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent!.replace(/^\d+\. /, '').replace('⚠', ''));
const editingStates = (wizard: CompiledWizard) => Object.keys(buildWizardMachine(wizard).root.states.editing!.states);
const stepBarButton = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });

/** The real WizardView under a host page whose link asks to leave, as the route's navigation blocker does. */
function renderHosted(wizard: CompiledWizard, input: WizardInput) {
  const saveStep = vi.fn<WizardIo['saveStep']>(async () => undefined);
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to dashboard
        </Button>
        <WizardView wizard={wizard} io={{ saveStep, submit: vi.fn() }} input={input} leaveRequests={leaves} />
      </>
    );
  }
  renderWithTheme(<Host />);
  return { saveStep, user: userEvent.setup() };
}

describe('staff edit the shapes wizard in its schema files only: the browser follows', () => {
  it('the edited copy passes the schema checker', () => {
    expect(checkSchemas(copy.source)).toEqual([]);
  });

  it('a renamed step: the step bar, the machine states and the saved step key follow', async () => {
    const { user, saveStep } = renderHosted(compiled('PREMIUM'), { mode: 'edit', itemId: 'r1', data: { ...start, title: 'Rain' }, startStep: 'price-tier' });
    expect(stepNames()).toEqual(['Info', 'Premium details', 'Categorize', 'Price tier', 'Promotion codes', 'Review']);
    expect(editingStates(compiled('PREMIUM'))).toEqual(['intro', 'details', 'categorize', 'price-tier', 'codes', 'review']);
    await user.type(screen.getByLabelText(/^Price/), '5');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(saveStep).toHaveBeenCalledTimes(1));
    expect(saveStep.mock.calls[0]![0]).toMatchObject({ wizardId: 'shapes', stepKey: 'price-tier', itemId: 'r1', fields: { price: 5 } });
  });

  it('a moved field renders and validates on its new step with the schema messages, and is sent with that step only', async () => {
    const wizard = compiled('FREE');
    const { user, saveStep } = renderHosted(wizard, { mode: 'edit', itemId: 'm1', data: start, startStep: 'categorize' });
    const title = screen.getByLabelText(/^Title/);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(title).toHaveAccessibleDescription('Please add a title');
    await user.type(title, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    const short = wizard.validateStep('categorize', { ...start, title: 'Ab' });
    expect(short.map((e) => e.pointer)).toEqual(['/title']);
    expect(title).toHaveAccessibleDescription(short[0]!.message);
    await user.type(title, 'c');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(saveStep).toHaveBeenCalledTimes(1));
    expect(saveStep.mock.calls[0]![0]).toMatchObject({ stepKey: 'categorize', fields: { title: 'Abc' } });
    await user.click(stepBarButton(/Details/));
    await waitFor(() => expect(screen.getByLabelText(/^Copyright/)).toBeInTheDocument());
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(saveStep).toHaveBeenCalledTimes(2));
    expect(saveStep.mock.calls[1]![0].stepKey).toBe('details');
    expect(saveStep.mock.calls[1]![0].fields).not.toHaveProperty('title');
  });

  it('the new unsaved-changes texts show on a step change and when leaving the page', async () => {
    const { user } = renderHosted(compiled('FREE'), { mode: 'edit', itemId: 'd1', data: { ...start, title: 'Morning rain' }, startStep: 'categorize' });
    await user.type(screen.getByLabelText(/^Title/), ' walk');
    const expectDialog = async () => {
      const dialog = await screen.findByRole('dialog', { name: DIALOG.title });
      expect(dialog).toHaveTextContent(DIALOG.message);
      expect(within(dialog).getByRole('button', { name: DIALOG.discard })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: DIALOG.keep }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await user.click(stepBarButton(/Details/));
    await expectDialog();
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    await expectDialog();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a step hidden for one variant: gone from its step bar and machine; the other variant keeps it', () => {
    renderHosted(compiled('FREE'), { mode: 'edit', itemId: 'h1', data: start });
    expect(stepNames()).toEqual(['Info', 'Details', 'Categorize', 'Meals', 'Promotion codes', 'Review']);
    expect(editingStates(compiled('FREE'))).toContain('meals');
    expect(editingStates(compiled('PREMIUM'))).not.toContain('meals');
    expect(editingStates(compiled('PREMIUM', 'create'))).toEqual(['intro', 'details', 'categorize', 'price-tier', 'review']);
  });

  it('an added item list renders with Add, its modal validates with the schema messages and the step sends the list', async () => {
    const { user, saveStep } = renderHosted(compiled('PREMIUM'), { mode: 'edit', itemId: 'l1', data: start, startStep: 'details' });
    expect(screen.getByText('No chapters yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chapter 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save chapter' }));
    expect(dialog).toHaveTextContent(CHAPTER_NAME_MISSING);
    await user.type(within(dialog).getByLabelText(/^Name/), 'In');
    expect(dialog).toHaveTextContent(CHAPTER_NAME_SHORT);
    await user.type(within(dialog).getByLabelText(/^Name/), 'tro');
    await user.click(within(dialog).getByRole('button', { name: 'Save chapter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Chapters' })).getByText('Intro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(saveStep).toHaveBeenCalledTimes(1));
    expect(saveStep.mock.calls[0]![0]).toMatchObject({ stepKey: 'details', fields: { ...start, chapters: [{ name: 'Intro' }] } });
  });

  for (const { name, variant, mode } of shapes) {
    it(`the generated paths cover the edited machine: ${name}`, () => {
      const wizard = compiled(variant, mode);
      const machine = buildWizardMachine(wizard);
      const paths = walkPureMachine(name, machine, wizardWalk(wizard, samples, { mode, data: {} }));
      // The fixture's named outcome (a published item whose only change is its genre) on the edited copy too.
      walkPureMachine(name, machine, wizardWalk(wizard, samples, { mode, status: 'PUBLISHED', data: published, saved: published, validated: ['intro', 'details'], startStep: 'categorize' }));
      const visited = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
      expect([...visited].some((v) => v.includes('price-tier'))).toBe(variant === 'PREMIUM');
      expect([...visited].some((v) => v.includes('meals'))).toBe(variant === 'FREE');
      // A step-bar jump marks the valid steps it passes as validated, so the walk's abstract states (which
      // carry the validated set) are many: the PREMIUM edit shape takes about 30 s on two loaded cores.
    }, 120_000);
  }

  it('the accordion layout follows too: new leave texts, and a section hidden for one more variant', async () => {
    // The same staff edits on the sections fixture (accordion layout), in memory: the leave dialog's texts, and
    // Links hidden for the WORKSHOP variant as well.
    const source = fixtureSource();
    const manifest = source['tests/fixtures/wizards/sections/wizard.json'] as WizardManifest;
    manifest.dialogs = { unsavedChanges: DIALOG };
    manifest.variants!.WORKSHOP!.hideSteps = ['links'];
    const sections = (variant: string) => compileWizard(source, 'sections', { variant, mode: 'edit' });
    expect(sections('WORKSHOP').steps.map((s) => s.key)).toEqual(['info', 'timing', 'price', 'codes']);
    expect(sections('WORKSHOP_RECORDING').steps.map((s) => s.key)).toContain('links');
    function Host() {
      const [leaves, setLeaves] = useState(0);
      return (
        <>
          <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
            Go to shop
          </Button>
          <AccordionWizardView wizard={sections('WORKSHOP')} io={{ saveItem: vi.fn(async () => undefined), deleteItem: vi.fn(async () => undefined) }} input={{ mode: 'edit', itemId: 'w1', data: { title: 'Morning flow' } }} leaveRequests={leaves} />
        </>
      );
    }
    renderWithTheme(<Host />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Links/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Price/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), ' yoga');
    await user.click(screen.getByRole('button', { name: 'Go to shop' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG.title });
    expect(dialog).toHaveTextContent(DIALOG.message);
    expect(within(dialog).getByRole('button', { name: DIALOG.discard })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: DIALOG.keep })).toBeInTheDocument();
    expect(screen.queryByText('Continue Without Saving')).toBeNull();
  });

  it("the generated step tables follow (the course doc generator's tables: there is no generic wizard doc generator)", () => {
    const doc = courseWizardDoc(compiled('PREMIUM'));
    expect(doc).toContain('Steps, in order: Info (`intro`), Premium details (`details`), Categorize (`categorize`), Price tier (`price-tier`), Promotion codes (`codes`), Review (`review`)');
    const section = (key: string) => doc.split('\n## ').find((s) => s.split('\n')[0]!.endsWith(`(\`${key}\`)`))!;
    expect(section('categorize')).toContain("| `title` | Title | string | yes | minLength 3 | 'Please add a title' |");
    expect(section('details')).not.toContain('`title`');
    expect(section('details')).toContain(`| \`chapters[].name\` | Name | string | yes | minLength 3 | '${CHAPTER_NAME_MISSING}'<br>'${CHAPTER_NAME_SHORT}' |`);
    expect(doc).not.toContain('`pricing`');
    expect(doc).not.toContain('`meals`');
  });
});

afterAll(() => {
  // The copy goes first: the coverage gate throws when a filtered run skipped the walks.
  copy.remove();
  assertFullCoverage(shapes.map((s) => s.name));
});
