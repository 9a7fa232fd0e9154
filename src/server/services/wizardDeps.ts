import type { DocumentStore } from '../db/DocumentStore';
import type { SideCollection } from '../wizards/sideCollection';
import type { WizardDeps } from '../wizards/stepSave';
import { wizardCatalog, type WizardCatalog } from '../wizards/wizardCatalog';
import { courseLessons } from './courseLessonsCollection';
import { retreatAccommodations } from './retreats/retreatAccommodationsCollection';

/** Side collections by the names manifests use (`sideCollections`); a wizard with lists saved item by item adds its calls here. */
export const SIDE_COLLECTIONS: Readonly<Record<string, SideCollection>> = { 'course-lessons': courseLessons, 'retreat-accommodations': retreatAccommodations };

/** The step-save service's dependencies over a store, with the app's schemas unless a catalog is given. */
export function wizardDeps<S extends Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>>(store: S, catalog: WizardCatalog = wizardCatalog()): WizardDeps & { store: S } {
  return { store, catalog, sideCollections: SIDE_COLLECTIONS };
}
