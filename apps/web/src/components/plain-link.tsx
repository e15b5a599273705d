import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateInApp } from '../lib/app-navigation.ts';
import { useLocation } from '../lib/router/hooks.tsx';

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this site ("/members/12"). */
  to: string;
};

/** A click the app handles: the main button, no modifier key (those open a tab or a window), this tab. */
function inThisTab(event: MouseEvent<HTMLAnchorElement>) {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  return (
    button === 0 &&
    !(metaKey || altKey || ctrlKey || shiftKey) &&
    (!currentTarget.target || currentTarget.target === '_self')
  );
}

/**
 * A link to a path of this site without react-router's `<Link>` and its hooks (resolving a relative
 * path, the location, prefetching): a grid draws dozens of links, and each `<Link>` took about
 * 1.5 ms of a phone's first render (docs/decisions.md, "Plain links in grids"). A plain click
 * navigates inside the app, as `<Link>` does; any other is left to the browser.
 */
export function PlainLink({ to, onClick, ...rest }: PlainLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !inThisTab(event)) return;
        event.preventDefault();
        navigateInApp(to);
      }}
    />
  );
}

/**
 * A `PlainLink` marked as the current page's (class `active`, `aria-current="page"`) on its path and
 * the paths under it, as react-router's `<NavLink>` does.
 */
export function PlainNavLink({ to, className = '', ...rest }: PlainLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <PlainLink
      {...rest}
      to={to}
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
