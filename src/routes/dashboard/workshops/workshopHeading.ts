import manifest from '../../../../schemas/wizards/workshop/wizard.json';
import type { WizardManifest } from '../../../engine/manifest';
import { chooseVariant, resolveManifest } from '../../../engine/resolveManifest';

/** The page heading the workshop manifest gives a route's kind and mode (spec 3 §2), before the form loads. */
export function workshopHeading(routeValue: string, mode: 'create' | 'edit'): string {
  const wizard = manifest as unknown as WizardManifest;
  return resolveManifest(wizard, { variant: chooseVariant(wizard, { routeValue }), mode }).heading;
}
