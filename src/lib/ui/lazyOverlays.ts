import type { ColorInputProps, SelectProps, TooltipProps } from '@mantine/core';
import { lazyComponent } from './lazyComponent';

/**
 * Mantine's popup components, each fetched when a screen first draws the closed stand-in that becomes it (a field
 * hint, the language picker, the colour input), so Combobox, Popover and floating-ui stay out of the wizard
 * routes' static imports (DESIGN §9). Each is here long before anyone hovers, presses or tabs to it.
 */
export const lazyTooltip = lazyComponent<TooltipProps>(() => import('./overlays/tooltip').then((module) => module.Tooltip));
export const lazySelect = lazyComponent<SelectProps>(() => import('./overlays/select').then((module) => module.Select));
export const lazyColorInput = lazyComponent<ColorInputProps>(() => import('./overlays/colorInput').then((module) => module.ColorInput));
