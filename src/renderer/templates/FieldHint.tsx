import { lazyTooltip } from '../../lib/ui/lazyOverlays';
import { useState, type ReactElement } from 'react';

/**
 * A field title with a hover hint (at most 650 px wide). The Mantine Tooltip, with its floating
 * position work, mounts only while the pointer is over the title: a step of 40 titled fields would
 * otherwise pay for 40 tooltips on first render.
 */
export function FieldHint({ hint, children }: { hint: string; children: ReactElement<{ onMouseEnter?: () => void }> }) {
  const [hovered, setHovered] = useState(false);
  // Mantine's Tooltip is fetched when the title first draws, not with the route.
  const Tooltip = lazyTooltip.useLoaded();
  return (
    <span onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {hovered && Tooltip ? (
        <Tooltip label={hint} multiline maw={650} withinPortal={false} opened>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
