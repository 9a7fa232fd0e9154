import { afterEach, describe, expect, it } from 'vitest';
import { focusStepHeading } from './revealFirstError';

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
