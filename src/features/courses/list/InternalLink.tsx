import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a dashboard path that the router handles without a page load. It takes a plain href
 * because the course routes are registered by the lead's route tree, outside this feature's types.
 */
export function InternalLink({ href = '/', onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={follow} {...rest} />;
}
