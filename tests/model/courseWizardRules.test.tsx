import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { localCalendarDate, minimumPublishDate } from '../../machines/libraryItemStatus';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { RULES, VALID, rowData } from '../server/coursesRuleTable';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';

// The client half of the shared spec table (the server half is tests/server/coursesRules.test.ts): the
// browser's wizard machine, on 'Save & Next', refuses each bad value with the exact spec message.
const today = localCalendarDate(new Date());
const wizard = withCourseRules(compileWizard(loadSchemasFromDisk(), 'course'), { status: 'DRAFT', today });
const machine = buildWizardMachine(wizard);

function errorsOnNext(step: string, data: Record<string, unknown>) {
  const actor = createActor(machine, { input: { mode: 'edit', itemId: 'c', data, startStep: step } }).start();
  actor.send({ type: 'step.next' });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { stayed: snapshot.context.current === step && snapshot.matches({ editing: { [step]: 'idle' } } as never), errors: snapshot.context.fieldErrors };
}

describe('the browser refuses every spec 1 §5 course rule with its exact message', () => {
  it.each(RULES.map((row) => [row.rule, row] as const))('%s', (_name, row) => {
    const { stayed, errors } = errorsOnNext(row.step, rowData(row));
    expect(stayed).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
  });

  it('refuses a publish date on or before the minimum, naming the minimum date', () => {
    const minimum = minimumPublishDate(today);
    const { errors } = errorsOnNext('promo', { ...VALID.promo, selected_publish_after: 'AFTER', publish_after: minimum });
    expect(withoutMessageKeys(errors)).toEqual([{ pointer: '/publish_after', message: `Please select a publish date after ${minimum} to proceed.`, keyword: 'dateFromToday' }]);
  });

  it('lets a live course keep an earlier publish date (PUBLISHED, PENDING_EDIT, REJECTED_EDIT)', () => {
    const live = withCourseRules(compileWizard(loadSchemasFromDisk(), 'course'), { status: 'PUBLISHED', today });
    expect(live.validateStep('promo', { ...VALID.promo, selected_publish_after: 'AFTER', publish_after: '2020-01-01' })).toEqual([]);
  });

  it('does not require publisher_intro for the workplace-skill type, in both spellings', () => {
    const { publisher_intro: _intro, ...rest } = VALID.details;
    for (const course_type of ['WORKPLACE_SKILL', 'WORKSHOP_SKILL']) expect(wizard.validateStep('details', { ...rest, course_type })).toEqual([]);
    expect(withoutMessageKeys(wizard.validateStep('details', { ...rest, course_type: 'PAID' }))).toEqual([
      { pointer: '/publisher_intro', message: 'Please add a course introduction', keyword: 'required' },
    ]);
  });
});
