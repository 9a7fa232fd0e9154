import type { Headings, ManifestStep, ManifestVariant, WizardManifest, WizardMode } from './manifest';

/** Which shape of a wizard to build: the variant (if the wizard has variants) and the mode. */
export interface WizardShape {
  variant?: string;
  mode?: WizardMode;
}

/** A manifest with one variant and one mode applied: the steps that show, titled as they show. */
export interface ResolvedManifest {
  manifest: WizardManifest;
  variant: string | undefined;
  mode: WizardMode;
  steps: ManifestStep[];
  heading: string;
  /** Field values every save carries for this variant. */
  fixedValues: Record<string, unknown>;
}

const DEFAULT_MODES: readonly WizardMode[] = ['create', 'edit'];

/** The variant a route or a stored item selects; the source's default when neither names a known one. */
export function chooseVariant(manifest: WizardManifest, from: { routeValue?: string | null; item?: Record<string, unknown> | null }): string | undefined {
  const { variants, variantSource } = manifest;
  if (!variants || !variantSource) return undefined;
  const stored = from.item?.[variantSource.itemField];
  if (typeof stored === 'string' && Object.hasOwn(variants, stored)) return stored;
  const byRoute = Object.entries(variants).find(([, v]) => v.routeValue !== undefined && v.routeValue === from.routeValue);
  return byRoute?.[0] ?? variantSource.default;
}

function headingOf(mode: WizardMode, title: string, ...sources: Array<Headings | undefined>): string {
  for (const headings of sources) {
    const heading = headings?.[mode];
    if (heading) return heading;
  }
  return mode === 'create' ? `Create ${title}` : mode === 'edit' ? `Edit ${title}` : title;
}

/**
 * Applies a variant and a mode to a manifest: hides the steps the variant hides and those not offered
 * in the mode, renames steps, and picks the heading and fixed values. Throws on an unknown variant or
 * a mode the wizard does not offer, so a bad route cannot build a half-wizard.
 */
export function resolveManifest(manifest: WizardManifest, shape: WizardShape = {}): ResolvedManifest {
  const mode = shape.mode ?? 'create';
  const modes = manifest.modes ?? DEFAULT_MODES;
  if (!modes.includes(mode)) throw new Error(`Wizard "${manifest.id}" has no ${mode} mode`);
  let variant: ManifestVariant | undefined;
  if (manifest.variants) {
    const name = shape.variant ?? manifest.variantSource?.default;
    if (name === undefined || !Object.hasOwn(manifest.variants, name)) throw new Error(`Wizard "${manifest.id}" has no variant "${String(name)}"`);
    variant = manifest.variants[name];
  } else if (shape.variant !== undefined) {
    throw new Error(`Wizard "${manifest.id}" has no variants`);
  }
  const hidden = new Set(variant?.hideSteps ?? []);
  const steps = manifest.steps
    .filter((step) => !hidden.has(step.key) && (step.modes ?? modes).includes(mode))
    .map((step) => {
      const title = variant?.stepTitles?.[step.key];
      return title ? { ...step, title } : step;
    });
  return {
    manifest,
    variant: manifest.variants ? (shape.variant ?? manifest.variantSource?.default) : undefined,
    mode,
    steps,
    heading: headingOf(mode, manifest.title, variant?.headings, manifest.headings),
    fixedValues: { ...manifest.fixedValues, ...variant?.fixedValues },
  };
}
