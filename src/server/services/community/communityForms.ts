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

/** The notification settings' schema: the step the /account-settings form draws and checks in the browser. */
const NOTIFICATION_SETTINGS_SCHEMA = 'schemas/wizards/account-settings/steps/notifications.schema.json';

/**
 * The schema's first message for a notification_settings value (an unknown setting, a value that is not
 * true or false, not an object at all), or null when it passes. The whole object is checked, so a key the
 * form does not draw is refused too.
 */
export function notificationSettingsProblem(value: unknown): string | null {
  registry ??= createSchemaRegistry(loadSchemasFromDisk());
  const validate = registry.validatorFor(NOTIFICATION_SETTINGS_SCHEMA);
  if (validate(value)) return null;
  return toFieldErrors(validate.errors)[0]?.message ?? 'Invalid notification settings';
}

/** Checks a body against a shared community definition, answering 400 with its messages like checkForm. */
export function checkDefinition(name: CommunityDefinition, body: Record<string, unknown>): void {
  registry ??= createSchemaRegistry(loadSchemasFromDisk());
  const validate = registry.ajv.getSchema(`${schemaIdFor(COMMUNITY_SCHEMA)}#/$defs/${name}`) as StepValidator | undefined;
  if (!validate) throw new Error(`No definition ${name} in ${COMMUNITY_SCHEMA}`);
  if (!validate(body)) throw new FieldRefusal(400, toFieldErrors(validate.errors));
}
