import { lazyTooltip } from '../../lib/ui/lazyOverlays';
import { useState, type ReactNode } from 'react';

/**
 * A locked (disabled) field with the reason it is locked, shown while the pointer is anywhere over it: its
 * inputs cannot take focus or pointer events, so the title alone would hide the reason. The Tooltip mounts
 * only while hovered, as FieldHint's does.
 */
export function LockedFieldHint({ hint, children }: { hint: string; children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  // Mantine's Tooltip is fetched when the title first draws, not with the route.
  const Tooltip = lazyTooltip.useLoaded();
  const body = <div className="wizard-locked-field">{children}</div>;
  return (
    <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {hovered && Tooltip ? (
        <Tooltip label={hint} multiline maw={400} withinPortal={false} opened>
          {body}
        </Tooltip>
      ) : (
        body
      )}
    </div>
  );
}
