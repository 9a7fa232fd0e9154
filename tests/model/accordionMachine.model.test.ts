import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildAccordionMachine } from '../../src/engine/buildAccordionMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { accordionWalk, sectionPreset, sectionSamples } from './accordionWalk';
import { assertFullCoverage } from './coverage';
import { coveringPaths, walkPureMachine } from './coveringPaths';

// The pure half: every transition of the accordion machine, for a manifest without and with confirmFinish.
const source = loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']);
const FILE = 'tests/fixtures/wizards/sections/wizard.json';
const confirming = { ...source, [FILE]: { ...(source[FILE] as object), confirmFinish: true } };
const PLAIN = 'accordionWizardMachine (sections, pure)';
const CONFIRM = 'accordionWizardMachine (sections with confirmFinish, pure)';

describe('accordion machine paths', () => {
  for (const [name, wizardSource] of [[PLAIN, source], [CONFIRM, confirming]] as const) {
    it(`reach every declared transition: ${name}`, () => {
      const wizard = compileWizard(wizardSource, 'sections', { mode: 'edit' });
      const machine = buildAccordionMachine(wizard);
      for (const input of [
        { mode: 'create' as const, data: sectionPreset },
        { mode: 'edit' as const, status: 'PENDING', itemId: 'w-1', data: { ...sectionPreset, title: 'Breathing for busy people', price: 20 } },
      ]) {
        walkPureMachine(name, machine, accordionWalk(wizard, sectionSamples, input));
      }
      walkPureMachine(name, machine, { input: { mode: 'view', data: {} }, events: () => [{ type: 'section.toggle' as const, key: 'info' }] });
      const { unreachable } = coveringPaths(machine, accordionWalk(wizard, sectionSamples, { mode: 'create', data: sectionPreset }));
      // Everything the create walk cannot reach is the view mode's.
      expect(unreachable.every((t) => t.includes('viewing') || t.includes('--always'))).toBe(true);
    });
  }

  it('offers Delete only for the statuses the manifest lists', () => {
    const machine = buildAccordionMachine(compileWizard(source, 'sections', { mode: 'edit' }));
    for (const [status, can] of [['PENDING', true], [null, true], ['APPROVED', false], ['CANCELLED', false]] as const) {
      const actor = createActor(machine, { input: { mode: 'edit', status, data: {} } }).start();
      expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(can);
      actor.stop();
    }
  });
});

afterAll(() => assertFullCoverage([PLAIN, CONFIRM]));
