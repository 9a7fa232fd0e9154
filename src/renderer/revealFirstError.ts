/**
 * Brings the first error on screen into view: focuses the first field marked invalid inside `form`
 * (scrolled to the middle of the view), else scrolls to the first field message, else to `fallback`
 * (the save error message). jsdom has no scrolling, so a missing scrollIntoView is skipped.
 */
export function revealFirstError(form: HTMLElement | null, fallback: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    invalid.focus({ preventScroll: true });
    invalid.scrollIntoView?.({ block: 'center' });
    return;
  }
  const message = form?.querySelector<HTMLElement>('.wizard-field-error, [role="alert"]') ?? fallback;
  message?.scrollIntoView?.({ block: 'center' });
}

/**
 * Moves the focus to the step's heading (its first h2/h3), made focusable by script only, so a step
 * change is announced and keyboard users continue from the top of the new step, unless the focus is
 * already inside the step.
 */
export function focusStepHeading(form: HTMLElement | null): void {
  const heading = form?.querySelector<HTMLElement>('h2, h3');
  if (!heading) return;
  // Someone already clicked or tabbed into the new step before this ran (a frame later): never take it away.
  const active = document.activeElement;
  if (active && active !== heading && form?.contains(active)) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  heading.scrollIntoView?.({ block: 'nearest' });
}
