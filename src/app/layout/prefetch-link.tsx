import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { preloadRoute } from '../route-table';

const preload = (to: LinkProps['to']) => () => {
  if (typeof to === 'string') preloadRoute(to.split(/[?#]/)[0] ?? to);
};

/** A link that starts downloading its page's code when hovered or focused. */
export function PrefetchLink(props: LinkProps) {
  return <Link {...props} onMouseEnter={preload(props.to)} onFocus={preload(props.to)} />;
}

export function PrefetchNavLink(props: NavLinkProps) {
  return <NavLink {...props} onMouseEnter={preload(props.to)} onFocus={preload(props.to)} />;
}
