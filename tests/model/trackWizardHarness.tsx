import { Button, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { WizardInput } from '../../machines/wizardMachine';
import type { Notifier } from '../../src/backend/http/notifier';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { TrackWizardView } from '../../src/features/tracks/wizard/TrackWizardView';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';
import { SnippetCutterContext } from '../../src/renderer/widgets/media';
import { fakeFiles } from '../../src/renderer/widgets/media/testing/fakeFiles';
import { fixedSnippetCutter } from '../../src/renderer/widgets/media/testing/fixedSnippetCutter';
import { createControlledWizardIo } from './controlledWizardIo';
import type { CoverageRecorder } from './coverage';
import type { WizardHarness } from './wizardHarness';

const user = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false };
const notifier: Notifier = { alert: () => {}, toast: () => {} };

/**
 * The kit's harness (same interface as renderWizardHarness) around the track page's real view:
 * TrackWizardView with its uploaders, snippet picker, video and proof fields, inside the app services,
 * with a host link that asks to leave and a server that answers only when the test says so. Files are kept
 * in memory; the snippet is cut by a deterministic implementation of the cutter port (jsdom runs no ffmpeg.wasm).
 */
export function renderTrackWizardHarness(wizard: CompiledWizard, input: WizardInput, recorder?: CoverageRecorder): WizardHarness {
  const controlled = createControlledWizardIo(recorder);
  const { io, inspect, finished } = controlled;
  const fake = createFakeBackend([{ ...user, password: 'x' }]);
  fake.restoreAs(user);
  // Download URLs are data: URLs (an empty playlist), so the video player's fetch never leaves the process.
  const files = { ...fakeFiles().files, downloadUrl: async () => 'data:application/vnd.apple.mpegurl,%23EXTM3U' };
  const backend = { ...fake, files };
  const { cutter } = fixedSnippetCutter();
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to dashboard
        </Button>
        <TrackWizardView wizard={wizard} io={io} input={input} inspect={inspect} leaveRequests={leaves} onFinish={(o) => finished.push(o)} pendingId="t-new" />
      </>
    );
  }
  render(
    <MantineProvider env="test">
      <AppServicesProvider services={{ backend, session, notifier }}>
        <SnippetCutterContext.Provider value={cutter}>
          <Host />
        </SnippetCutterContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  const { saves, snapshot, settle } = controlled;
  return { saves, finished, snapshot, settle };
}
