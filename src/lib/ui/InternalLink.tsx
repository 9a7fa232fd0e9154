import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a dashboard path that the router follows without a page load, taking a plain href (routes
 * registered elsewhere in the tree need no typed import). The same as the course list's own copy, here
 * for every feature.
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
