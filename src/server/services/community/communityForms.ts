import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { createSchemaRegistry, type SchemaRegistry } from '../../../engine/createSchemaRegistry';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { schemaIdFor } from '../../../engine/schemaSource';
import type { StepValidator } from '../../../engine/validation/stepValidator';
import { toFieldErrors } from '../../../engine/validation/toFieldErrors';
import { FieldRefusal } from '../teacherDashboard/fieldRefusal';

/** The community forms: schemas/wizards/{community-reply, forum-post, forum-reply}. */
export type CommunityForm = 'community-reply' | 'forum-post' | 'forum-reply';

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

/** The request bodies of schemas/community/community.schema.json `$defs` (flags, the auto-reply, share links). */
export type CommunityDefinition = 'flag' | 'autoReply' | 'shareLink';
const COMMUNITY_SCHEMA = 'schemas/community/community.schema.json';
let registry: SchemaRegistry | undefined;

/** Checks a body against a shared community definition, answering 400 with its messages like checkForm. */
export function checkDefinition(name: CommunityDefinition, body: Record<string, unknown>): void {
  registry ??= createSchemaRegistry(loadSchemasFromDisk());
  const validate = registry.ajv.getSchema(`${schemaIdFor(COMMUNITY_SCHEMA)}#/$defs/${name}`) as StepValidator | undefined;
  if (!validate) throw new Error(`No definition ${name} in ${COMMUNITY_SCHEMA}`);
  if (!validate(body)) throw new FieldRefusal(400, toFieldErrors(validate.errors));
}
