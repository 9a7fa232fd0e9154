import { useParams } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { RETREAT_TEXTS } from '../../../features/retreats/wizard/messages';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyRetreatViewPage as RetreatViewPage, LazyRetreatWizardPage as RetreatWizardPage } from './lazyRetreatWizard';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

/** /retreat/create (and /retreat): the wizard on a new retreat. */
export function RetreatCreateScreen() {
  return (
    <ScreenFrame heading={RETREAT_TEXTS.createHeading}>
      <Loading>
        <RetreatWizardPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /retreat/$id: the wizard on an existing retreat. */
export function RetreatEditScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <ScreenFrame heading={RETREAT_TEXTS.editHeading}>
      <Loading>
        <RetreatWizardPage key={id} retreatId={id} />
      </Loading>
    </ScreenFrame>
  );
}

/** /retreat/view/$id: the read-only preview. */
export function RetreatViewScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <ScreenFrame heading={RETREAT_TEXTS.viewHeading}>
      <Loading>
        <RetreatViewPage key={id} retreatId={id ?? ''} />
      </Loading>
    </ScreenFrame>
  );
}
