import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { FieldRefusal } from '../teacherDashboard/fieldRefusal';

/** The community forms: schemas/wizards/{community-reply, forum-post, forum-reply, flag, share-link}. */
export type CommunityForm = 'community-reply' | 'forum-post' | 'forum-reply' | 'flag' | 'share-link';

const compiled = new Map<CommunityForm, CompiledWizard>();

/**
 * Checks a body against the same compiled step the browser draws (400 `{ message, errors }` with the
 * schema's messages). Each form is compiled once per process.
 */
export function checkForm(form: CommunityForm, step: string, body: Record<string, unknown>): void {
  let wizard = compiled.get(form);
  if (!wizard) {
    wizard = compileWizard(loadSchemasFromDisk(), form);
    compiled.set(form, wizard);
  }
  const errors = wizard.validateStep(step, body);
  if (errors.length > 0) throw new FieldRefusal(400, errors);
}
