import { useMemo } from 'react';
import { WizardView, type WizardViewProps } from '../../../renderer/WizardView';
import { useCanRecrop } from '../../wizardPage/useCanRecrop';
import { useItemIdOfContext } from '../../wizardPage/useItemIdOfContext';
import { CourseMediaProviders } from './CourseMediaProviders';
import { courseWizardFields, courseWizardUiSchemas } from './courseWizardExtensions';

/**
 * WizardView with the course wizard's media uploaders and lessons step: uploads go under the course's
 * folder once its first save gave it an id; restricted and read-only modes follow the wizard input.
 */
export function CourseWizardView(props: Omit<WizardViewProps, 'fields' | 'uiSchemas'>) {
  const { input, onContext } = props;
  const [courseId, trackContext] = useItemIdOfContext(input.itemId, onContext);
  const canRecrop = useCanRecrop();
  const uiSchemas = useMemo(() => courseWizardUiSchemas({ canRecrop }), [canRecrop]);
  return (
    <CourseMediaProviders courseId={courseId} live={input.mode === 'restricted'}>
      <WizardView {...props} onContext={trackContext} fields={courseWizardFields} uiSchemas={uiSchemas} />
    </CourseMediaProviders>
  );
}
