import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import type { FieldError } from '../../../engine/validation/fieldError';

const STEP = 'profile';
let compiled: CompiledWizard | undefined;

/** The profile form compiled from `schemas/wizards/profile` once per process: the same schema the browser validates with. */
function profileWizard(): CompiledWizard {
  compiled ??= compileWizard(loadSchemasFromDisk(), 'profile');
  return compiled;
}

/** The fields the profile step's schema declares; a save writes these and nothing else. */
export function profileFieldNames(): string[] {
  return profileWizard().stepFields(STEP);
}

/** Every field error of a whole profile, with the schema's messages. */
export function profileErrors(profile: Record<string, unknown>): FieldError[] {
  return profileWizard().validateStep(STEP, profile);
}

/** The errors of the username alone, by the same schema (profile.schema.json's username rules). */
export function usernameErrors(username: unknown): FieldError[] {
  return profileErrors({ username }).filter((error) => error.pointer === '/username');
}
