import { lazy } from 'react';

// The retreat wizard loads with its route: it brings RJSF and the schemas with it.

/** The retreat wizard page (create and edit), loaded on first use. */
export const LazyRetreatWizardPage = lazy(() =>
  import('../../../features/retreats/wizard/RetreatWizardPage').then((m) => ({ default: m.RetreatWizardPage })),
);

/** The read-only retreat preview, loaded on first use. */
export const LazyRetreatViewPage = lazy(() => import('../../../features/retreats/wizard/RetreatViewPage').then((m) => ({ default: m.RetreatViewPage })));
