import type { ModalProps } from '@mantine/core';
import { lazyComponent } from './lazyComponent';

// Mantine's Modal with its focus trap, scroll lock (react-remove-scroll), portal and transitions: about 10 kB gzip
// that a wizard route would load before its first paint for dialogs nobody has opened yet.
const modal = lazyComponent<ModalProps>(() => import('./overlays/modal').then((module) => module.Modal));

/**
 * Mantine's Modal (same props, same dialog) whose module is fetched when the screen first draws it, closed, so it
 * is not among the route's static imports. Until it has arrived nothing is drawn: a closed dialog draws nothing
 * either, and one opened in that moment appears as soon as the module is here.
 */
export function LazyModal(props: ModalProps) {
  const Modal = modal.useLoaded();
  return Modal ? <Modal {...props} /> : null;
}

export const preloadModal = modal.preload;
