import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { preloadPage } from '@/shared/lib/page-preload';

/** The link's own handlers, each run after the page's preload starts. */
function intentHandlers(
  props: Pick<LinkProps, 'to' | 'onMouseEnter' | 'onFocus' | 'onTouchStart'>,
) {
  const preload = () => {
    if (typeof props.to === 'string') preloadPage(props.to);
  };
  return {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      preload();
      props.onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      preload();
      props.onFocus?.(event);
    },
    // A phone has no hover: a touch comes about 100 ms before its click.
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      preload();
      props.onTouchStart?.(event);
    },
  };
}

/** A link that starts loading its page (code and first reads) when hovered, focused or touched. */
export function PreloadLink(props: LinkProps) {
  return <Link {...props} {...intentHandlers(props)} />;
}

export function PreloadNavLink(props: NavLinkProps) {
  return <NavLink {...props} {...intentHandlers(props)} />;
}
