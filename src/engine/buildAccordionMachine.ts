import { createAccordionMachine, type AccordionShape } from '../../machines/accordionWizardMachine';
import type { CompiledWizard } from './compiledWizard';
import type { ValidationContext } from './validation/context/validationContext';

/** The accordion view of a compiled wizard: its sections (every step but a review), and what Finish and Delete need. */
export function accordionShape(compiled: CompiledWizard): AccordionShape {
  return {
    id: compiled.id,
    sections: compiled.steps.filter((step) => !step.review),
    confirmFinish: compiled.manifest.confirmFinish === true,
    deletableStatuses: compiled.actions.delete?.statuses ?? [],
    hasViewMode: (compiled.manifest.modes ?? []).includes('view'),
  };
}

type AccordionMachine = ReturnType<typeof createAccordionMachine>;
const built = new WeakMap<CompiledWizard, AccordionMachine>();

/** The accordion machine of a compiled wizard (layout `accordion`), built once per compiled wizard. */
export function buildAccordionMachine(compiled: CompiledWizard): AccordionMachine {
  let machine = built.get(compiled);
  if (!machine) {
    machine = createAccordionMachine(accordionShape(compiled), {
      validateSection: (key, data, validation) => compiled.validateStep(key, data, validation as ValidationContext | undefined),
      sectionFields: (key) => compiled.stepFields(key),
    });
    built.set(compiled, machine);
  }
  return machine;
}
