import { lazy } from 'react';

// The track screens load with their route: the wizard brings RJSF and the schemas with it, the list does not.

/** /audio and /premium-tracks body, loaded on first use. */
export const LazyTracksPage = lazy(() => import('../../../features/tracks/list/TracksPage').then((m) => ({ default: m.TracksPage })));

/** The track wizard page, loaded on first use. */
export const LazyTrackWizardPage = lazy(() => import('../../../features/tracks/wizard/TrackWizardPage').then((m) => ({ default: m.TrackWizardPage })));
