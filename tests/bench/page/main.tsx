import '@mantine/core/styles.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale } from '../../../src/lib/i18n/activateLocale';
import { benchElement, prepare, setStep, shell, type BenchKind } from './views';

interface Mounted {
  host: HTMLElement;
}

let mounted: Mounted | null = null;
// Mounted once, outside every timing: the provider the app also mounts once, around all its screens.
const shellHost = document.createElement('div');
document.body.append(shellHost);
const shellRoot: Root = createRoot(shellHost);
flushSync(() => shellRoot.render(shell));

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

function unmount(): void {
  if (!mounted) return;
  flushSync(() => setStep(null));
  mounted = null;
}

/** Mounts one step and returns the time of React's render and commit plus the style and layout it forces. */
function render(kind: BenchKind, wizardId: string): number {
  unmount();
  const start = performance.now();
  flushSync(() => setStep(benchElement(kind, wizardId)));
  void document.body.offsetHeight;
  const ms = performance.now() - start;
  mounted = { host: shellHost };
  return ms;
}

// RJSF ids end in the property name ('root_title'); JSON Forms ids are its scope ('#/properties/title-input').
const TITLE_INPUT: Record<BenchKind, string> = {
  ours: 'input[id$="_title"]',
  stepForm: 'input[id$="_title"]',
  stock: 'input[id$="_title"]',
  jsonforms: 'input[id^="#/properties/title"]',
};

function titleInput(kind: BenchKind): HTMLInputElement {
  const input = mounted?.host.querySelector<HTMLInputElement>(TITLE_INPUT[kind]);
  if (!input) throw new Error('no title input on the page');
  return input;
}

/** Types one character the way a browser does: value changes, then an input event. */
function typeCharacter(input: HTMLInputElement, character: string): void {
  valueSetter?.call(input, input.value + character);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, data: character, inputType: 'insertText' }));
}

/**
 * Keystroke → next frame: each character is typed at the start of a frame, and the time runs from
 * before the input event to the next requestAnimationFrame callback. `errorsLive` (ours only): type
 * after a first Save & Next, when every keystroke re-validates; otherwise type into a fresh step.
 */
async function typing(kind: BenchKind, wizardId: string, text: string, errorsLive: boolean): Promise<{ latencies: number[]; value: string }> {
  render(kind, wizardId);
  if (kind === 'ours' && errorsLive) {
    // Errors live, as with stock liveValidate: a first Save & Next on the empty step shows them, and
    // from then on every keystroke re-validates the step.
    const next = [...(mounted?.host.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Save & Next');
    if (!next) throw new Error('no Save & Next button');
    next.click();
  }
  // A publisher types into the focused field: every kind types with the title focused (ours after
  // Save & Next already is, since the first invalid field takes the focus), so no side is timed
  // typing into an unfocused input while another pays for the focused one's caret and selection.
  titleInput(kind).focus();
  await nextFrame();
  const latencies: number[] = [];
  for (const character of text) {
    const input = titleInput(kind);
    await nextFrame();
    const start = performance.now();
    typeCharacter(input, character);
    latencies.push((await nextFrame()) - start);
  }
  const value = titleInput(kind).value;
  unmount();
  return { latencies, value };
}

const usedHeap = () => (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const collect = () => (window as Window & { gc?: () => void }).gc?.();

/**
 * Bytes of JS heap a mounted step keeps (Chromium's precise memory info, after a full collection on both
 * sides): what mounting the step adds while it is on the screen.
 */
async function heap(kind: BenchKind, wizardId: string): Promise<number> {
  unmount();
  await nextFrame();
  collect();
  const before = usedHeap();
  render(kind, wizardId);
  await nextFrame();
  collect();
  const added = usedHeap() - before;
  unmount();
  return added;
}

/** The same timing around an input event whose only effect is one changed text node: the cost of a frame itself. */
async function floor(count: number): Promise<number[]> {
  const input = document.createElement('input');
  const echo = document.createElement('span');
  input.addEventListener('input', () => {
    echo.textContent = input.value;
  });
  document.body.append(input, echo);
  input.focus();
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    await nextFrame();
    const start = performance.now();
    typeCharacter(input, 'a');
    latencies.push((await nextFrame()) - start);
  }
  input.remove();
  echo.remove();
  return latencies;
}

// The wizard's buttons and messages come from the English catalog, as in the app before first paint.
await activateLocale('en');
Object.assign(window, { bench: { prepare, render, typing, floor, unmount, heap } });
document.title = 'bench ready';
