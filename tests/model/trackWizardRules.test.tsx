import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { localCalendarDate, minimumPublishDate } from '../../machines/libraryItemStatus';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { withTrackRules } from '../../src/features/tracks/wizard/withTrackRules';
import { RULES, VALID, VIDEO, rowData, type TrackRuleRow } from '../server/tracksRuleTable';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';

// The browser half of the shared track rule table (the server half is tests/server/tracksRules.test.ts):
// the browser's wizard machine, on 'Save & Next', refuses each bad value with the exact spec message.
const today = localCalendarDate(new Date());
const source = loadSchemasFromDisk();
const compiled = new Map<string, ReturnType<typeof compileWizard>>();
// Compiled once per variant (ajv compiling is the slow part).
const wizardOf = (variant: TrackRuleRow['variant'] = 'FREE_AUDIO', status = 'DRAFT') => {
  if (!compiled.has(variant)) compiled.set(variant, compileWizard(source, 'track', { variant, mode: 'edit' }));
  return withTrackRules(compiled.get(variant)!, { status, today });
};
for (const variant of ['FREE_AUDIO', 'PREMIUM_AUDIO', 'PREMIUM_VIDEO'] as const) wizardOf(variant);

function errorsOnNext(row: Pick<TrackRuleRow, 'step' | 'variant' | 'item'>, data: Record<string, unknown>) {
  const wizard = wizardOf(row.variant);
  // The track as the page holds it: the variant's fixed values, the other steps' fields, this step's data.
  const item = { ...VALID.details, ...VALID.copyright, ...VALID.categorize, ...wizard.fixedValues, ...row.item };
  for (const field of wizard.stepFields(row.step)) delete item[field];
  const actor = createActor(buildWizardMachine(wizard), { input: { mode: 'edit', itemId: 't', data: { ...item, ...data, ...wizard.fixedValues }, startStep: row.step } }).start();
  actor.send({ type: 'step.next' });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { stayed: snapshot.context.current === row.step && snapshot.matches({ editing: { [row.step]: 'idle' } } as never), errors: snapshot.context.fieldErrors };
}

describe('the browser refuses every spec 1 §5 track rule with its exact message', () => {
  it.each(RULES.map((row) => [row.rule, row] as const))('%s', (_name, row) => {
    const { stayed, errors } = errorsOnNext(row, rowData(row));
    expect(stayed).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: row.pointer, message: row.message }));
  });

  it('accepts the valid data of every step', () => {
    for (const step of ['details', 'copyright', 'categorize'] as const) expect(errorsOnNext({ step }, VALID[step]).stayed).toBe(false);
  });

  it('refuses a publish date on or before the minimum, naming the minimum date', () => {
    const minimum = minimumPublishDate(today);
    const { errors } = errorsOnNext({ step: 'categorize' }, { ...VALID.categorize, selected_publish_after: 'AFTER', publish_after: minimum });
    expect(withoutMessageKeys(errors)).toContainEqual({ pointer: '/publish_after', message: `Please select a publish date after ${minimum} to proceed.`, keyword: 'dateFromToday' });
  });

  it('checks the review rules over the whole track before submit (spec 1 §5 Review checks)', () => {
    const free = wizardOf('FREE_AUDIO');
    const whole = { ...VALID.details, ...VALID.copyright, ...VALID.categorize, ...free.fixedValues };
    expect(free.validateSubmit(whole)).toEqual([]);
    expect(free.validateSubmit({ ...whole, content_type: 'MUSIC', copyright_status: 'NO_COPYRIGHT' })).toContainEqual(
      expect.objectContaining({ message: 'You must not upload music-only tracks that are royalty or copyright-free.' }),
    );
    const premium = wizardOf('PREMIUM_AUDIO');
    const { snippet: _snippet, ...withoutSnippet } = { ...whole, ...premium.fixedValues };
    expect(premium.validateSubmit(withoutSnippet)).toContainEqual(expect.objectContaining({ message: 'Please ensure that the track, snippet, and the image are uploaded.' }));
    const { track_image: _image, ...withoutImage } = whole;
    expect(free.validateSubmit(withoutImage)).toContainEqual(expect.objectContaining({ message: 'Please ensure that the track and the image are uploaded.' }));
  });

  // Why the browser leaves these checks to the server (manifest submitCheck "serverOnly"): Submit is reached
  // only with every step valid, and every track the review checks refuse is refused by a step first. So a
  // browser-side refusal on the Review could never happen; the server's, over what it stores, can.
  it.each(['FREE_AUDIO', 'PREMIUM_AUDIO', 'PREMIUM_VIDEO'] as const)('%s: every track the review checks refuse fails a step rule first', (variant) => {
    const wizard = wizardOf(variant);
    const { track_audio: _a, snippet: _s, ...noAudio } = VALID.details;
    const details = variant === 'PREMIUM_VIDEO' ? { ...noAudio, track_video: VIDEO } : VALID.details;
    const whole: Record<string, unknown> = { ...details, ...VALID.copyright, ...VALID.categorize, genre: 'ambientmusic', ...wizard.fixedValues };
    const without = (field: string) => Object.fromEntries(Object.entries(whole).filter(([key]) => key !== field));
    const refused = [
      { ...whole, content_type: 'MUSIC', copyright_status: 'NO_COPYRIGHT' },
      ...['track_audio', 'snippet', 'track_image', 'track_video'].filter((field) => field in whole).map(without),
    ].filter((item) => wizard.validateSubmit(item).length > 0);
    // The removals the variant's review check names, and the music row.
    expect(refused.length).toBe(variant === 'PREMIUM_AUDIO' ? 4 : 3);
    for (const item of refused) {
      const failing = wizard.steps.filter((step) => !step.review && wizard.validateStep(step.key, item).length > 0);
      expect(failing.length).toBeGreaterThan(0);
    }
    expect(wizard.validateSubmit(whole)).toEqual([]);
    // So the machine asks nothing more of Submit than every step being valid.
    const actor = createActor(buildWizardMachine(wizard), { input: { mode: 'edit', itemId: 't', data: whole, startStep: 'review', validated: ['details', 'copyright', 'categorize'] } }).start();
    actor.send({ type: 'submit.request' });
    expect(actor.getSnapshot().value).toBe('confirmingSubmit');
    actor.stop();
  });
});
