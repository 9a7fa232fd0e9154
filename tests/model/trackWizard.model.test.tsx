import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { renderTrackWizardHarness } from './trackWizardHarness';
import { freeTrackSamples, trackChange, trackPreset, trackSamples, trackWizard, type TrackVariant } from './trackWizardWalk';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { assertScreen } from './wizardScreens';
import { wizardWalk } from './wizardWalk';

// The track wizard (schemas/wizards/track with the browser's track rules) in each variant is the model;
// the system under test is the track page's view (TrackWizardView: WizardView with the image, audio,
// snippet, video and proof fields). Every covering path is clicked and typed through the UI. The snippet
// is cut through the picker's cutter port, deterministic in jsdom (the harness), ffmpeg.wasm in Chromium.
const VARIANTS: TrackVariant[] = ['FREE_AUDIO', 'PREMIUM_AUDIO', 'PREMIUM_VIDEO'];
const names = VARIANTS.map((variant) => `wizardMachine (track ${variant}, driven through the UI)`);

VARIANTS.forEach((variant, v) => {
  const wizard = trackWizard(variant);
  const machine = buildWizardMachine(wizard);
  const preset = trackPreset(wizard);
  const samples = variant === 'FREE_AUDIO' ? freeTrackSamples : trackSamples;
  const stored = { itemId: 'track-1', data: preset, saved: preset, validated: ['details', 'copyright', 'categorize'] };
  // A new track, a stored draft, and (free audio) a published track edited in restricted mode, whose
  // snippet-only save is the named outcome; all record into one coverage figure per variant.
  const walks = [
    wizardWalk(wizard, samples, { mode: 'create', data: preset }),
    wizardWalk(wizard, samples, { mode: 'edit', ...stored }),
    ...(variant === 'FREE_AUDIO' ? [wizardWalk(wizard, samples, { mode: 'restricted', status: 'PUBLISHED', ...stored })] : []),
  ];
  const covered = walks.map((walk) => ({ walk, ...coveringPaths(machine, walk) }));
  const unreachable = covered[0]!.unreachable.filter((t) => covered.every((c) => c.unreachable.includes(t)));
  const paths = covered.flatMap(({ walk, paths }) => paths.map((path) => ({ walk, path })));

  describe(`track wizard, ${variant}, every transition through the UI`, () => {
    it('has the four steps, and every declared transition is on a path', () => {
      expect(wizard.steps.map((s) => s.title)).toEqual(['Details', 'Copyright', 'Categorize', 'Review']);
      expect(unreachable).toEqual([]);
    });

    paths.forEach(({ walk, path }, i) => {
      const journey = path.steps.map((s) => s.event.type).join(' → ');
      it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
        const harness = renderTrackWizardHarness(wizard, walk.input!, coverageRecorder(names[v]!, machine));
        const user = userEvent.setup();
        const base = wizardExecutors(wizard, harness, user);
        await path.test({
          events: { ...base, 'form.change': trackChange(user, base['form.change']) },
          states: {
            '*': async (state) => {
              await expectActorAt(harness, state);
              // The snippet-only save of a published free track ends the wizard at the track list.
              if (state.value === 'outcomeDone') {
                expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
                expect(harness.finished).toContain('outcomeDone');
              } else assertScreen(wizard, harness, state);
            },
          },
        });
      }, 90_000);
    });
  });
});

afterAll(() => assertFullCoverage(names));
