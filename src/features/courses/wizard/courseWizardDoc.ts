import type { CompiledWizard } from '../../../engine/compiledWizard';

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node; required?: string[] };

const LIMITS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'pattern', 'format', 'fileMimeTypes', 'fileMaxBytes', 'imageMinSide', 'imageMaxSide', 'mediaMinDurationSec', 'mediaMaxDurationSec', 'noEmoji', 'notAllUppercase', 'notOnlyDigits', 'noLinks', 'noDomains', 'tagNoSpaces', 'tagUniqueIgnoreCase'];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

// Every rule of a (dereferenced) field, including those brought in through allOf.
function rules(node: Node): string[] {
  const own = LIMITS.filter((k) => node[k] !== undefined).map((k) => (node[k] === true ? k : `${k} ${JSON.stringify(node[k])}`));
  const branches = Array.isArray(node.allOf) ? (node.allOf as Node[]).flatMap(rules) : [];
  const choices = Array.isArray(node.oneOf) ? [`one of ${(node.oneOf as Node[]).map((c) => String(c.const)).join(', ')}`] : [];
  const items = node.items && Array.isArray((node.items as Node).oneOf) ? [`items from ${(node.items.oneOf as Node[]).length} topics`] : [];
  return [...own, ...branches, ...choices, ...items];
}

function messages(node: Node): string[] {
  const found: string[] = [];
  const visit = (n: Node) => {
    const m = n.errorMessage;
    if (typeof m === 'string') found.push(m);
    else if (m && typeof m === 'object') for (const [k, v] of Object.entries(m)) if (k !== 'required' && typeof v === 'string') found.push(v);
    if (Array.isArray(n.allOf)) (n.allOf as Node[]).forEach(visit);
  };
  visit(node);
  return [...new Set(found)];
}

function requiredMessage(parent: Node, name: string): string | undefined {
  const own = (parent.errorMessage as { required?: Record<string, string> } | undefined)?.required?.[name];
  const conditional = ((parent.then as Node | undefined)?.errorMessage as { required?: Record<string, string> } | undefined)?.required?.[name];
  return own ?? conditional;
}

function fieldRows(schema: Node, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const req = requiredMessage(schema, name);
    const required = (schema.required ?? []).includes(name) ? 'yes' : req ? 'conditionally (the step\'s if/then)' : '';
    const row = `| \`${prefix}${name}\` | ${cell(String(field.title ?? ''))} | ${String(field.type ?? '')} | ${required} | ${cell(rules(field).join('; '))} | ${cell([...new Set([...(req ? [req] : []), ...messages(field)])].map((m) => `'${m}'`).join('<br>'))} |`;
    const nested = field.items && (field.items as Node).properties ? fieldRows(field.items as Node, `${prefix}${name}[].`) : field.properties ? fieldRows(field, `${prefix}${name}.`) : [];
    return [row, ...nested];
  });
}

/** docs/course-wizard.md, generated from the course wizard's schemas: steps, fields, limits and messages. */
export function courseWizardDoc(wizard: CompiledWizard): string {
  const out = [
    '# Course wizard',
    '',
    '<!-- Generated from schemas/wizards/course by src/features/courses/wizard/courseWizardDoc.ts.',
    '     Regenerate: UPDATE_DOCS=1 npx vitest run tests/server/coursesDoc.test.ts -->',
    '',
    `Steps, in order: ${wizard.steps.map((s) => `${s.title} (\`${s.key}\`)`).join(', ')}. Step bar: create mode ${wizard.navigation.createMode}, edit mode ${wizard.navigation.editMode}. Submit: confirm dialog '${wizard.submit.confirmTitle}', then ${wizard.submit.status}; every step must be validated.`,
    '',
  ];
  for (const step of wizard.steps) {
    out.push(`## ${step.title} (\`${step.key}\`)`, '');
    if (step.review) {
      out.push('Read-only summary of every step, with the step bar as the way back to each. Submit opens the confirm dialog.', '');
      continue;
    }
    out.push('| Field | Label | Type | Required | Rules | Messages |', '|---|---|---|---|---|---|', ...fieldRows(step.schema as Node), '');
  }
  out.push(
    '## Rules outside the schemas',
    '',
    "- Publish date minimum (promo): with 'On this date', a date on or before the minimum publish date (today + 7 days, pushed to 3 days after 2024-01-02 inside 2023-12-21..2024-01-02) is refused while the publish timing is offered, that is unless the course is live (any status but DRAFT, REJECTED_SUBMISSION and PENDING: the spec's exempt PUBLISHED, PENDING_EDIT and REJECTED_EDIT, and REMOVED, whose timing fields are hidden too), with the template in `publish_after`'s `x-ui.options.minimumDateMessage` ({date} = the minimum, YYYY-MM-DD). The date picker starts the day after the minimum. Browser and server both check it (`withCourseRules`).",
    '- Workplace-skill type (WORKPLACE_SKILL or WORKSHOP_SKILL): publisher_intro is not required and is dropped on save; all five topic flags are set. Otherwise the flags (is_secular, is_newage, is_religion, is_spirituality, is_science) are true when any selected benefit, practice or origin has them (schemas/common/topicCatalogue.schema.json).',
    "- Live courses (status other than DRAFT, REJECTED_SUBMISSION, PENDING) open in restricted mode: no publish timing choice, no add/delete/reorder of lessons, the survey is read-only with a hint to email publisher support. Submit is then an edit submission.",
    '- Status: step saves and lesson changes never move the status (a DRAFT stays DRAFT while the wizard is filled; a live course stays as it is while edited, across all four steps). A live course (PUBLISHED, REJECTED_EDIT) is edited as one pending revision (`users/{uid}/library_items/{id}/revisions/pending`): its published fields and lessons stay as they are until an admin approves; a REMOVED course is not live and is edited directly. Submit sends SET_PENDING, which refuses an incomplete course (every step valid, at least 2 lessons, the publish date rule) with 400 and the field errors, each naming its step, then applies the save-change table (PUBLISHED, REJECTED_EDIT → PENDING_EDIT; REJECTED_SUBMISSION, DRAFT, PENDING, REMOVED → PENDING) and clears scheduled_approval_at. Approval merges the revision into the live course; rejection (REJECTED_EDIT) keeps it for the next edit; removal folds it into the removed course. While PENDING_EDIT, step saves and lesson changes are refused with 409 until the edit is reviewed. The wizard opens such a course read-only (every step browsable, nothing editable, with the review banner), and the review step of a live course lists what changed against the live version, field by field.',
    '- Lesson saving: the question is omitted with no question and no answers; empty answers are dropped; answer slots are padded to 4. Totals (totalLessons, mediaLengthPerLessonAvg) are recomputed by the server after every lesson change.',
    '',
    '## Server calls (teacher dashboard service, bearer token)',
    '',
    '| Call | Body | Answer |',
    '|---|---|---|',
    '| `GET /api/v1/publishers/courses` | | `{ data: [{ id, title, status, status_label, created_at, updated_at }] }` |',
    '| `GET /api/v1/publishers/courses/{id}` | | `{ data: { id, status, status_label, data, live?, has_revision } }`: `data` holds every step field (publish_after as YYYY-MM-DD) and the lessons, with the pending revision applied; `live` is the published version in the same shape while PUBLISHED, REJECTED_EDIT or PENDING_EDIT |',
    "| `PUT /api/v1/publishers/courses/{id}/steps/{step}` | the step's fields | 201 (created as DRAFT) or 200 `{ data: { id, status, created } }`; 400 `{ message, errors: [{ pointer, message, keyword }] }`; a live course saves into its pending revision; 409 while an edit waits for approval |",
    '| `POST /api/v1/publishers/courses/{id}/lessons` | a lesson | 201 `{ data: { lesson, totals } }` |',
    '| `PUT /api/v1/publishers/courses/{id}/lessons/{lessonId}` | a lesson | `{ data: { lesson, totals } }` |',
    '| `DELETE /api/v1/publishers/courses/{id}/lessons/{lessonId}` | | 204; later days renumbered |',
    '| `PUT /api/v1/publishers/courses/{id}/lessons/order` | `{ order: [{ id, day }] }` | `{ data: { totals } }` |',
    '| `POST /api/v1/publishers/libraryitems` | `{ action: "SET_PENDING", library_item_id }` | submit for review; an incomplete course: 400 `{ message, errors: [{ step, pointer, message, keyword }] }` |',
    '',
  );
  return out.join('\n');
}
