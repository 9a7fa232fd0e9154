import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { WizardEvent } from '../../machines/wizardMachine';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { withTrackRules } from '../../src/features/tracks/wizard/withTrackRules';
import { VALID, VIDEO } from '../server/tracksRuleTable';
import type { Executor } from './wizardExecutors';
import type { StepSamples } from './wizardWalk';

export type TrackVariant = 'FREE_AUDIO' | 'PREMIUM_AUDIO' | 'PREMIUM_VIDEO';

const source = loadSchemasFromDisk();

/** The track wizard of one variant as its page builds it (the browser's rules over the compiled schemas). */
export function trackWizard(variant: TrackVariant): CompiledWizard {
  return withTrackRules(compileWizard(source, 'track', { variant }), { status: 'DRAFT', today: localCalendarDate(new Date()) });
}

/** What a new track of the variant holds before the walk: every step's valid data (the video in place of the audio for video). */
export function trackPreset(wizard: CompiledWizard): Record<string, unknown> {
  const { track_audio: _audio, snippet: _snippet, ...withoutAudio } = VALID.details;
  const details = wizard.variant === 'PREMIUM_VIDEO' ? { ...withoutAudio, track_video: VIDEO } : VALID.details;
  // A genre too: Categorize stays valid when the walk turns the track into music.
  return { ...details, ...VALID.copyright, ...VALID.categorize, genre: 'ambientmusic', ...wizard.fixedValues };
}

/**
 * Per step a change a user makes that leaves it valid, and one that makes it invalid. A copyright-free
 * guided track later turned into music is what the review's own check refuses (spec 1 §5 Review checks).
 */
export const trackSamples: StepSamples = {
  details: { valid: { content_type: 'MUSIC' }, invalid: { title: 'MORNING CALM PRACTICE' } },
  copyright: { valid: { copyright_status: 'NO_COPYRIGHT' }, invalid: { copyright_status: 'NO' } },
  categorize: { valid: { hashtags: ['calm'] }, invalid: { hashtags: ['two words'] } },
};

const CHOICE_LABELS: Record<string, string> = { NO_COPYRIGHT: 'It is royalty / copyright free', NO: 'No', MUSIC: 'Music' };

/** form.change as a user makes it: a choice (copyright, content type) is a click on its label; the rest as the kit types it. */
export function trackChange(user: UserEvent, fallback: Executor): Executor {
  return async (step) => {
    const event = step.event as WizardEvent;
    if (event.type !== 'form.change') return;
    const choice = event.data.copyright_status ?? event.data.content_type;
    if (typeof choice === 'string') await user.click(screen.getByLabelText(CHOICE_LABELS[choice]!));
    else await fallback(step);
  };
}
