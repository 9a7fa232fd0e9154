import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../machines/wizardMachine';
import type { CompiledWizard } from '../engine/compiledWizard';
import { resumeDraft } from '../lib/drafts/resumeDraft';

/**
 * The input that starts a machine of the new `wizard` where the old one was: same step (the first one
 * if it is gone), every value typed (fields no step owns any more stay in the data and the draft), the
 * server's copy, and the steps still validated under the new rules (a step the new rules refuse is
 * opened again, as for a draft written under an older version).
 */
export function inputAfterSchemaChange(wizard: CompiledWizard, previousVersion: string, context: WizardContext, input: WizardInput): WizardInput {
  const draft = { version: previousVersion, itemId: context.itemId, data: context.data, saved: context.saved, validated: context.validated, current: context.current, writtenAt: 0 };
  const base: WizardInput = { ...input, mode: context.mode, readOnly: context.readOnly, status: context.status, ...(context.validation ? { validation: context.validation } : {}) };
  return resumeDraft(wizard, draft, base).input;
}

/**
 * Development: a schema edit hands the view a wizard of another version. The machine cannot change its
 * definition while running, so the view starts a new one (`key` changes) from the last context seen
 * (`onContext` must see every change). Between the edit and that restart the old wizard stays drawn.
 */
export function useSchemaSwap(wizard: CompiledWizard, input: WizardInput, onContext: ((context: WizardContext) => void) | undefined) {
  const last = useRef<WizardContext | null>(null);
  const [run, setRun] = useState({ wizard, input, key: 0 });
  const stale = wizard.version !== run.wizard.version;
  useEffect(() => {
    if (!stale) return;
    setRun((previous) => {
      const carried = last.current && wizard.manifest.id === previous.wizard.manifest.id;
      return { wizard, input: carried && last.current ? inputAfterSchemaChange(wizard, previous.wizard.version, last.current, previous.input) : input, key: previous.key + 1 };
    });
  }, [stale, wizard, input]);
  const seeContext = useCallback(
    (context: WizardContext) => {
      last.current = context;
      onContext?.(context);
    },
    [onContext],
  );
  return { wizard: stale ? run.wizard : wizard, input: run.input, key: run.key, onContext: seeContext };
}
