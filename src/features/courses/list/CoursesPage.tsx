import { useEffect, useMemo, useState } from 'react';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { createCoursesApi, type CourseRow } from '../api/coursesApi';
import { CoursesList } from './CoursesList';

/** /courses: loads the publisher's courses; a failed read shows the empty list (spec 1 §8). */
export function CoursesPage() {
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => createCoursesApi(backend, notifier), [backend, notifier]);
  const [courses, setCourses] = useState<CourseRow[] | null>(null);
  useEffect(() => {
    let live = true;
    api.list().then(
      (rows) => live && setCourses(rows),
      () => live && setCourses([]),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return courses ? <CoursesList courses={courses} /> : <LoadingSpinner />;
}
