import { useState, type MouseEvent } from 'react';

/** How a closed stand-in was first reached: not yet, by a pointer press, or by the keyboard's focus. */
export type Reach = 'idle' | 'pointer' | 'keyboard';

/**
 * For a field drawn as a light, closed stand-in until the publisher reaches for it, then as the full component
 * (mounted focused). Spread `handlers` on the stand-in. A press must not move the focus itself: the stand-in is
 * gone by then, so the focus would fall to the page and close whatever the component opened as it took it.
 */
export function useMountWhenReached() {
  const [reach, setReach] = useState<Reach>('idle');
  const handlers = {
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      setReach('pointer');
    },
    onFocus: () => setReach((now) => (now === 'idle' ? 'keyboard' : now)),
  };
  return { reach, handlers };
}
