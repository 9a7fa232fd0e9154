const CONTROL = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

// The first control a keyboard user could reach in a field: not the hidden file input behind an upload button.
const firstControl = (field: Element | null | undefined) => [...(field?.querySelectorAll<HTMLElement>(CONTROL) ?? [])].find((el) => !el.closest('[hidden]'));

/**
 * Brings the first error on screen into view: the first field, in page order, that is marked invalid or
 * shows a message under it gets the focus (scrolled to the middle of the view). A field whose control
 * cannot be marked invalid itself (an uploader's 'Select image' button) is found by its message, and its
 * first control is focused. Without a focusable control, the message is scrolled to, else `fallback`
 * (the save error message). jsdom has no scrolling, so a missing scrollIntoView is skipped.
 */
export function revealFirstError(form: HTMLElement | null, fallback: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .wizard-field-error');
  const target = first?.matches('[aria-invalid="true"]') ? first : firstControl(first?.closest('.wizard-field'));
  if (target) {
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
    return;
  }
  const message = first ?? form?.querySelector<HTMLElement>('[role="alert"]') ?? fallback;
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
