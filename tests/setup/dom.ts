// jsdom lacks a few browser APIs that Mantine relies on; these stand-ins only answer "nothing to report".
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/activateLocale';
import { preloadModal } from '../../src/lib/ui/LazyModal';
import { preloadItemListField } from '../../src/renderer/fields/itemList/LazyItemListField';
import { preloadReviewStepContent } from '../../src/renderer/review/LazyReviewStepContent';

afterEach(() => cleanup());

// Components read their text from the active catalog; tests render them in English unless they switch.
await activateLocale('en');

// The registry's item list loads on first use in the app; tests draw it at once, as after that first load.
await preloadItemListField();
// The review step's summary loads once a wizard has drawn in the app; tests draw it at once, as after that load.
await preloadReviewStepContent();

// Dialogs (LazyModal) likewise: in the app the module arrives while the closed dialog's screen draws, long
// before anyone can open it; a test dispatches the opening event at once, so a model test's screen check
// would otherwise run in the few milliseconds before the module resolves (seen in a full run).
await preloadModal();

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStandIn as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to `document.fonts` for late fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
