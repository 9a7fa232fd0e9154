import { lazyComponent } from '../../lib/ui/lazyComponent';
import type { ReviewStepContentProps } from './ReviewStepContent';

// The review step's summary, changes and refusals (with the diff and the review renderers) load apart from the
// wizard route: WizardView asks for them once it has drawn, so they are here by the review step (DESIGN §9).
export const lazyReviewStepContent = lazyComponent<ReviewStepContentProps>(() => import('./ReviewStepContent').then((module) => module.ReviewStepContent));
export const preloadReviewStepContent = lazyReviewStepContent.preload;
