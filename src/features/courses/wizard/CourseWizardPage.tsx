import { Alert } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { createCoursesApi, type CourseForWizard } from '../api/coursesApi';
import { courseWizardInput } from './courseWizardInput';
import { courseWizardIo } from './courseWizardIo';
import { CourseWizardScreen } from './CourseWizardScreen';
import { withCourseRules } from './withCourseRules';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; course: CourseForWizard | null };

/** /course/create and /course/edit/{id}: loads the course (edit) and runs the course wizard on it. */
export function CourseWizardPage({ courseId }: { courseId?: string }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const router = useRouter();
  const [compiled, setCompiled] = useState<CompiledWizard | null>(null);
  useEffect(() => {
    let live = true;
    void loadBrowserWizard('course').then((w) => live && setCompiled(w));
    return () => {
      live = false;
    };
  }, []);
  const api = useMemo(() => createCoursesApi(backend, notifier), [backend, notifier]);
  const [loaded, setLoaded] = useState<Loaded>(courseId ? { state: 'loading' } : { state: 'ready', course: null });
  useEffect(() => {
    if (!courseId) return;
    let live = true;
    api.get(courseId).then(
      (course) => live && setLoaded(course ? { state: 'ready', course } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, courseId]);
  const course = loaded.state === 'ready' ? loaded.course : null;
  const status = course?.status ?? 'DRAFT';
  const wizard = useMemo(() => compiled && withCourseRules(compiled, { status, today: localCalendarDate(new Date()) }), [compiled, status]);
  const io = useMemo(() => courseWizardIo(api, () => crypto.randomUUID()), [api]);
  const input = useMemo(() => wizard && courseWizardInput(wizard, course), [wizard, course]);
  const onDone = useCallback(() => void router.navigate({ href: '/courses' }), [router]);
  if (loaded.state === 'loading' || !wizard || !input) return <LoadingSpinner />;
  if (loaded.state === 'missing') return <Alert color="red" title="Course not found" />;
  return <CourseWizardScreen key={course?.id ?? 'new'} wizard={wizard} io={io} input={input} onDone={onDone} />;
}
