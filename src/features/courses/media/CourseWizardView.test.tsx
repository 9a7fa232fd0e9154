import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WizardInput } from '../../../../machines/wizardMachine';
import type { Notifier } from '../../../backend/http/notifier';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { deleteCookie, IMPERSONATION_COOKIE } from '../../../lib/cookies';
import { AppServicesProvider } from '../../../lib/session/AppServices';
import { createSession } from '../../../lib/session/createSession';
import { createFakeBackend } from '../../../lib/session/testing/createFakeBackend';
import { withCourseRules } from '../wizard/withCourseRules';
import { CourseWizardView } from './CourseWizardView';

const compiled = compileWizard(readSchemaFiles(process.cwd()).source, 'course');
const user = { uid: 'u1', email: 'p@demo.local', isAdmin: false };
const notifier: Notifier = { alert: () => {}, toast: () => {} };
const lesson = (id: string, title: string) => ({ id, day: 1, title, outline: 'x'.repeat(200), question: { question: 'q', answers: [{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'd' }] } });
const io = { saveStep: async () => ({ itemId: 'c1' }), submit: async () => {} };

const courseImage = { fileName: 'original.jpeg', remoteFile: 'u1/uploads/courses/c1/original.jpeg', mime: 'image/jpeg', bytes: 2_000_000, width: 2000, height: 2000 };

function renderWizard(status: string, mode: WizardInput['mode'], startStep = 'lessons', { isAdmin = false, withImage = false } = {}) {
  const signedIn = { ...user, isAdmin };
  const backend = createFakeBackend([{ ...signedIn, password: 'x' }]);
  backend.restoreAs(signedIn);
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  const wizard = withCourseRules(compiled, { status, today: '2026-01-10' });
  const input: WizardInput = { mode, itemId: 'c1', data: { lessons: [lesson('a', 'Arrival'), lesson('b', 'Body')], ...(withImage ? { course_image: courseImage } : {}) }, startStep };
  render(
    <MantineProvider env="test">
      <AppServicesProvider services={{ backend, session, notifier }}>
        <CourseWizardView wizard={wizard} io={io} input={input} />
      </AppServicesProvider>
    </MantineProvider>,
  );
}

describe('CourseWizardView', () => {
  it('draws the lessons step with the lessons editor', async () => {
    renderWizard('DRAFT', 'edit');
    const list = await screen.findByRole('list', { name: 'Lessons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add lesson' })).toBeInTheDocument();
  });

  it('draws the promo step with the uploaders, enabled once the session gives the upload folder', async () => {
    renderWizard('DRAFT', 'edit', 'promo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select image' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Upload audio' })).toBeEnabled();
    expect(screen.getByLabelText('Course image file')).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('offers Recrop image to admins only (spec 1 §4, §6)', async () => {
    renderWizard('DRAFT', 'edit', 'promo', { withImage: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Images' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recrop image' })).toBeNull();
    cleanup();

    renderWizard('DRAFT', 'edit', 'promo', { isAdmin: true, withImage: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recrop image' })).toBeEnabled());
  });

  it('an admin impersonating a publisher counts as an admin for re-cropping', async () => {
    document.cookie = `${IMPERSONATION_COOKIE}=token; Path=/`;
    try {
      renderWizard('DRAFT', 'edit', 'promo', { withImage: true });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Recrop image' })).toBeEnabled());
    } finally {
      deleteCookie(IMPERSONATION_COOKIE);
    }
  });

  it('restricted mode: no add, delete or reorder on a live course', async () => {
    renderWizard('PUBLISHED', 'restricted');
    await screen.findByRole('list', { name: 'Lessons' });
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Lesson/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reorder Lesson/ })).toBeNull();
  });
});
