import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccordionContext, AccordionInput } from '../../../machines/accordionWizardMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';

const sectionKeys = (wizard: CompiledWizard) => wizard.steps.filter((step) => !step.review).map((step) => step.key);

/**
 * The input that starts an accordion machine of the new `wizard` where the old one was: every value typed
 * (fields no section owns any more stay in the data, so Finish does not send them but nothing is lost),
 * the server's copy (so unsaved changes still count as unsaved), the sections the publisher closed still
 * closed (a new section opens), and the errors shown again under the new rules if they were shown.
 */
export function accordionInputAfterSchemaChange(wizard: CompiledWizard, previous: CompiledWizard, context: AccordionContext): AccordionInput {
  const before = sectionKeys(previous);
  const open = sectionKeys(wizard).filter((key) => context.open.includes(key) || !before.includes(key));
  return {
    mode: context.mode,
    itemId: context.itemId,
    status: context.status,
    data: context.data,
    saved: context.saved,
    open,
    errorsShown: context.errorsShown,
    ...(context.validation ? { validation: context.validation } : {}),
  };
}

/**
 * Development: a schema edit hands the accordion a wizard of another version. The machine cannot change
 * its definition while running, so the view starts a new one (`key` changes) from the last context seen.
 * Between the edit and that restart the old wizard stays drawn.
 */
export function useAccordionSwap(wizard: CompiledWizard, input: AccordionInput) {
  const last = useRef<AccordionContext | null>(null);
  const [run, setRun] = useState({ wizard, input, key: 0 });
  const stale = wizard.version !== run.wizard.version;
  useEffect(() => {
    if (!stale) return;
    setRun((previous) => {
      const carried = last.current && wizard.manifest.id === previous.wizard.manifest.id ? last.current : null;
      return { wizard, input: carried ? accordionInputAfterSchemaChange(wizard, previous.wizard, carried) : input, key: previous.key + 1 };
    });
  }, [stale, wizard, input]);
  const onContext = useCallback((context: AccordionContext) => {
    last.current = context;
  }, []);
  return { wizard: stale ? run.wizard : wizard, input: run.input, key: run.key, onContext };
}
