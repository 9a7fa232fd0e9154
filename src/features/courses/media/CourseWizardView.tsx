import { useCallback, useMemo, useState } from 'react';
import { useSessionUser } from '../../../lib/session/AppServices';
import { WizardView, type WizardViewProps } from '../../../renderer/WizardView';
import { IMPERSONATION_COOKIE, readCookie } from '../../../lib/cookies';
import { CourseMediaProviders } from './CourseMediaProviders';
import { courseWizardFields, courseWizardUiSchemas } from './courseWizardExtensions';

/**
 * Re-cropping is for admins (spec 1 §6). An admin impersonating a publisher counts as one: impersonation
 * exists so an admin can work on a publisher's content, which is where a re-crop is needed; only an admin
 * can start it, and the session then holds the publisher, so the impersonation cookie (which carries
 * the admin-issued token the page restores on load) is what tells. A forged one would only show a button: a re-crop uploads new
 * crops, which Replace image already lets a publisher do.
 */
function useCanRecrop(): boolean {
  const isAdmin = useSessionUser()?.isAdmin === true;
  const [impersonating] = useState(() => readCookie(IMPERSONATION_COOKIE) !== null);
  return isAdmin || impersonating;
}

/**
 * WizardView with the course wizard's media uploaders and lessons step: uploads go under the course's
 * folder once its first save gave it an id; restricted and read-only modes follow the wizard input.
 */
export function CourseWizardView(props: Omit<WizardViewProps, 'fields' | 'uiSchemas'>) {
  const { input, onContext } = props;
  const [courseId, setCourseId] = useState<string | null>(input.itemId ?? null);
  const canRecrop = useCanRecrop();
  const uiSchemas = useMemo(() => courseWizardUiSchemas({ canRecrop }), [canRecrop]);
  const trackContext = useCallback<NonNullable<WizardViewProps['onContext']>>(
    (context) => {
      setCourseId(context.itemId);
      onContext?.(context);
    },
    [onContext],
  );
  return (
    <CourseMediaProviders courseId={courseId} live={input.mode === 'restricted'}>
      <WizardView {...props} onContext={trackContext} fields={courseWizardFields} uiSchemas={uiSchemas} />
    </CourseMediaProviders>
  );
}
