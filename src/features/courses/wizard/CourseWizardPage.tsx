import { Alert } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import type { WizardContext } from '../../../../machines/wizardMachine';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { browserTimeZone } from '../../../lib/time/browserTimeZone';
import { createCoursesApi, type CourseForWizard } from '../api/coursesApi';
import { CourseDraftWizard } from './CourseDraftWizard';
import { courseDraftStore } from './courseDraftStore';
import { dropHandedCourse, handedCourse, handOffCourse } from './courseHandoff';
import { courseWizardInput } from './courseWizardInput';
import { courseWizardIo } from './courseWizardIo';
import { withCourseRules } from './withCourseRules';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; course: CourseForWizard | null };

// Kept once loaded, so the switch from /course/create to /course/edit/{id} draws no spinner.
let loadedWizard: CompiledWizard | null = null;

/**
 * /course/create and /course/edit/{id}: loads the course (edit) and runs the course wizard on it, resumed
 * from the local draft. After the first save the create route becomes the course's edit route (history
 * replaced), so a reload or a crash reopens that course with its draft.
 */
export function CourseWizardPage({ courseId }: { courseId?: string }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const router = useRouter();
  const [compiled, setCompiled] = useState<CompiledWizard | null>(loadedWizard);
  useEffect(() => {
    let live = true;
    if (!loadedWizard) void loadBrowserWizard('course').then((w) => live && setCompiled((loadedWizard = w)));
    return () => {
      live = false;
    };
  }, []);
  const api = useMemo(() => createCoursesApi(backend, notifier), [backend, notifier]);
  const [handed] = useState(() => (courseId ? handedCourse(courseId) : null));
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    !courseId ? { state: 'ready', course: null } : handed ? { state: 'ready', course: { id: courseId, status: 'DRAFT', data: handed.saved ?? {} } } : { state: 'loading' },
  );
  useEffect(() => {
    if (courseId) dropHandedCourse(courseId);
  }, [courseId]);
  useEffect(() => {
    if (!courseId || (handed && generation === 0)) return;
    let live = true;
    api.get(courseId).then(
      (course) => live && setLoaded(course ? { state: 'ready', course } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, courseId, handed, generation]);
  const course = loaded.state === 'ready' ? loaded.course : null;
  const status = course?.status ?? 'DRAFT';
  const wizard = useMemo(() => compiled && withCourseRules(compiled, { status, today: localCalendarDate(new Date()), timeZone: browserTimeZone() }), [compiled, status]);
  const io = useMemo(() => courseWizardIo(api, () => crypto.randomUUID()), [api]);
  const base = useMemo(
    () => (wizard ? (handed && generation === 0 ? handed : courseWizardInput(wizard, course)) : null),
    [wizard, course, handed, generation],
  );
  const onDone = useCallback(() => void router.navigate({ href: '/courses' }), [router]);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const onContext = useCallback(
    (context: WizardContext) => {
      if (courseId || !context.itemId) return;
      handOffCourse({ ...context, itemId: context.itemId });
      setCreatedId(context.itemId);
    },
    [courseId],
  );
  useEffect(() => {
    // The form may have filled in defaults meanwhile: those are in the draft, so the switch need not ask.
    if (createdId) void router.navigate({ to: '/course/edit/$id', params: { id: createdId }, replace: true, ignoreBlocker: true });
  }, [createdId, router]);
  const [justSubmitted, setJustSubmitted] = useState(false);
  // A live course's edit went for review: read it again, so the page shows it read-only (PENDING_EDIT).
  const onEditSubmitted = useCallback(() => {
    setJustSubmitted(true);
    setLoaded({ state: 'loading' });
    setGeneration((g) => g + 1);
  }, []);
  const onDiscarded = useCallback(() => {
    // Read the course again: steps saved since the page opened must show their saved values.
    if (courseId) setLoaded({ state: 'loading' });
    setGeneration((g) => g + 1);
  }, [courseId]);
  if (loaded.state === 'loading' || !wizard || !base) return <LoadingSpinner />;
  if (loaded.state === 'missing') return <Alert color="red" title="Course not found" />;
  return (
    <CourseDraftWizard
      key={`${course?.id ?? 'new'}:${generation}`}
      wizard={wizard}
      io={io}
      base={base}
      store={courseDraftStore()}
      onDone={onDone}
      onDiscarded={onDiscarded}
      onContext={onContext}
      onEditSubmitted={courseId ? onEditSubmitted : undefined}
      live={course?.live}
      justSubmitted={justSubmitted}
    />
  );
}
