import { useCallback, useState } from 'react';
import { WizardView, type WizardViewProps } from '../../../renderer/WizardView';
import { CourseMediaProviders } from './CourseMediaProviders';
import { courseWizardFields, courseWizardUiSchemas } from './courseWizardExtensions';

/**
 * WizardView with the course wizard's media uploaders and lessons step: uploads go under the course's
 * folder once its first save gave it an id; restricted mode follows the wizard input.
 */
export function CourseWizardView(props: Omit<WizardViewProps, 'fields' | 'uiSchemas'>) {
  const { input, wizard, onContext } = props;
  const [courseId, setCourseId] = useState<string | null>(input.itemId ?? null);
  const trackContext = useCallback<NonNullable<WizardViewProps['onContext']>>(
    (context) => {
      setCourseId(context.itemId);
      onContext?.(context);
    },
    [onContext],
  );
  return (
    <CourseMediaProviders wizard={wizard} courseId={courseId} restricted={input.mode === 'restricted'}>
      <WizardView {...props} onContext={trackContext} fields={courseWizardFields} uiSchemas={courseWizardUiSchemas} />
    </CourseMediaProviders>
  );
}
