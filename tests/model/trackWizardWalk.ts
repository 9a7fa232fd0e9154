import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { WizardEvent } from '../../machines/wizardMachine';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { withTrackRules } from '../../src/features/tracks/wizard/withTrackRules';
import { SNIPPET, VALID, VIDEO } from '../server/tracksRuleTable';
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
 * Per step a change a user makes that leaves it valid, and one that makes it invalid (premium variants:
 * Details' valid change turns the track into music, which Copyright then judges).
 */
export const trackSamples: StepSamples = {
  details: { valid: { content_type: 'MUSIC' }, invalid: { title: 'MORNING CALM PRACTICE' } },
  copyright: { valid: { copyright_status: 'NO_COPYRIGHT' }, invalid: { copyright_status: 'NO' } },
  categorize: { valid: { hashtags: ['calm'] }, invalid: { hashtags: ['two words'] } },
};

/** A snippet cut again from 42 s: what the picker stores after 'Cut again from this start' (the cutter is deterministic in jsdom). */
export const RECUT_SNIPPET = { ...SNIPPET, remoteFile: 'u1/uploads/tracks/track-1/preview.mp3', bytes: 480_000, preview_start_time_in_seconds: 42 };

/**
 * Free audio: Details' valid change is a new snippet only, which on a published track is the snippet-only
 * save (the named outcome onlyFieldsChanged → the dedicated snippet call, spec 1 §4).
 */
export const freeTrackSamples: StepSamples = {
  ...trackSamples,
  details: { valid: { snippet: RECUT_SNIPPET }, invalid: { title: 'MORNING CALM PRACTICE' } },
};

const CHOICE_LABELS: Record<string, string> = { NO_COPYRIGHT: 'It is royalty / copyright free', NO: 'No', MUSIC: 'Music' };

/** form.change as a user makes it: a choice (copyright, content type) is a click on its label, a snippet is cut in the picker; the rest as the kit types it. */
export function trackChange(user: UserEvent, fallback: Executor): Executor {
  return async (step) => {
    const event = step.event as WizardEvent;
    if (event.type !== 'form.change') return;
    const choice = event.data.copyright_status ?? event.data.content_type;
    const snippet = event.data.snippet as typeof RECUT_SNIPPET | undefined;
    if (typeof choice === 'string') await user.click(screen.getByLabelText(CHOICE_LABELS[choice]!));
    else if (snippet) {
      // As a publisher does it: type the start, cut again, wait for the new snippet's summary.
      const start = screen.getByLabelText('Snippet start (seconds)');
      await user.tripleClick(start);
      await user.keyboard(String(snippet.preview_start_time_in_seconds));
      await waitFor(() => expect(start).toHaveValue(String(snippet.preview_start_time_in_seconds)));
      const cut = screen.getByRole('button', { name: /^(Cut snippet|Cut again from this start)$/ });
      // The picker enables cutting once the track audio's download URL has arrived.
      await waitFor(() => expect(cut).toBeEnabled());
      await user.click(cut);
      await screen.findByText('Snippet: 00:42 to 01:12');
    } else await fallback(step);
  };
}
