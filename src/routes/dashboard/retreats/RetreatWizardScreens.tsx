import { useParams, useSearch } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { RetreatRouteGuard } from '../../../features/retreats/routing/RetreatRouteGuard';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyRetreatViewPage as RetreatViewPage, LazyRetreatWizardPage as RetreatWizardPage } from './lazyRetreatWizard';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

// The owner a link names (an admin's or a co-host's view of another publisher's retreat).
const useOwnerId = () => (useSearch({ strict: false }) as { user_id?: unknown }).user_id;
const ownerOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** /retreat/create (and /retreat): the wizard on a new retreat. */
export function RetreatCreateScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('retreats.wizard.createHeading')}>
      <Loading>
        <RetreatWizardPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /retreat/$id: the wizard on an existing retreat. */
export function RetreatEditScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const ownerId = ownerOf(useOwnerId());
  const t = useT();
  return (
    <ScreenFrame heading={t('retreats.wizard.editHeading')}>
      <Loading>
        <RetreatRouteGuard key={id} retreatId={id ?? ''} ownerId={ownerId} route="edit">
          <RetreatWizardPage key={id} retreatId={id} />
        </RetreatRouteGuard>
      </Loading>
    </ScreenFrame>
  );
}

/** /retreat/view/$id: the read-only preview. */
export function RetreatViewScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const ownerId = ownerOf(useOwnerId());
  const t = useT();
  return (
    <ScreenFrame heading={t('retreats.wizard.viewHeading')}>
      <Loading>
        <RetreatRouteGuard key={id} retreatId={id ?? ''} ownerId={ownerId} route="view">
          <RetreatViewPage key={id} retreatId={id ?? ''} />
        </RetreatRouteGuard>
      </Loading>
    </ScreenFrame>
  );
}
