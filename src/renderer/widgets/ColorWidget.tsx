import { ColorSwatch } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../lib/i18n';
import { lazyColorInput } from '../../lib/ui/lazyOverlays';
import { useOwnFieldError } from '../FieldErrorContext';
import { controlProps, describedBy, LightInputFrame } from './LightInputFrame';
import { useMountWhenReached } from './useMountWhenReached';

const SWATCH_SIZE = 'calc(1.125rem * var(--mantine-scale))';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A hex colour input with a swatch picker. Until the publisher reaches for it, it is drawn as Mantine's input
 * showing the colour and its swatch; Mantine's ColorInput (a popover, a colour picker, floating positioning:
 * a few milliseconds of every render of the step) mounts on the first press or focus, focused, which opens
 * its picker as it always does.
 */
export function ColorWidget({ id, fieldPointer, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const t = useT();
  const { reach, handlers } = useMountWhenReached();
  // ColorInput (its picker, popover and floating-ui) is fetched when the field first draws, not with the route.
  const ColorInput = lazyColorInput.useLoaded();
  const text = typeof value === 'string' ? value : '';
  const locked = Boolean(disabled || readonly);
  if (reach === 'idle' || locked || !ColorInput) {
    return (
      <LightInputFrame id={id} error={error} disabled={locked} leftSection={<ColorSwatch color={HEX.test(text) ? text : '#fff'} size={SWATCH_SIZE} />}>
        <input
          {...controlProps(error, locked)}
          id={id}
          value={text}
          placeholder={placeholder}
          disabled={locked}
          readOnly
          aria-describedby={describedBy(id, error)}
          {...handlers}
        />
      </LightInputFrame>
    );
  }
  return (
    <ColorInput
      id={id}
      value={text}
      placeholder={placeholder}
      format="hex"
      autoFocus
      error={error}
      // The eye-dropper is an icon-only button: it needs a name of its own.
      eyeDropperButtonProps={{ 'aria-label': t('publishing.a11y.eyeDropper') }}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}
