import { afterEach, describe, expect, it } from 'vitest';
import { focusStepHeading, revealFirstError } from './revealFirstError';

function stepBody(): HTMLElement {
  const body = document.createElement('div');
  body.innerHTML = '<h3>Rooms</h3><label for="size">Retreat size</label><input id="size" />';
  document.body.append(body);
  return body;
}

afterEach(() => document.body.replaceChildren());

describe('focusStepHeading', () => {
  it('moves the focus from outside the step (the Save & Next button) to the heading', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const body = stepBody();
    outside.focus();
    focusStepHeading(body);
    expect(document.activeElement).toBe(body.querySelector('h3'));
    expect(body.querySelector('h3')!.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where it is when the user already reached a field of the new step', () => {
    const body = stepBody();
    const input = body.querySelector('input')!;
    input.focus();
    focusStepHeading(body);
    expect(document.activeElement).toBe(input);
  });
});

describe('revealFirstError', () => {
  // A step with an uploader (its button cannot be marked invalid; the wrapper shows its message) above a
  // text field marked invalid, as the course Promo step after a failed Save & Next.
  function promo(): HTMLElement {
    const body = document.createElement('div');
    body.innerHTML = `
      <div class="wizard-field"><label>Course image *</label><input type="file" hidden /><button type="button">Select image</button>
        <p class="wizard-field-error" id="img__error">Please upload the course image</p></div>
      <div class="wizard-field"><label for="date">Publish date *</label><input id="date" aria-invalid="true" /></div>`;
    document.body.append(body);
    return body;
  }

  it('focuses the first invalid field in page order, an uploader found by its message', () => {
    const body = promo();
    revealFirstError(body, null);
    expect(document.activeElement).toBe(body.querySelector('button'));
  });

  it('focuses a control marked invalid when it comes first', () => {
    const body = promo();
    body.querySelector('.wizard-field')!.remove();
    revealFirstError(body, null);
    expect(document.activeElement).toBe(body.querySelector('#date'));
  });

  it('leaves the focus alone when a message has no control to focus', () => {
    const body = document.createElement('div');
    body.innerHTML = '<div class="wizard-field"><p class="wizard-field-error">Please add a lesson</p></div>';
    document.body.append(body);
    revealFirstError(body, null);
    expect(document.activeElement).toBe(document.body);
  });
});
