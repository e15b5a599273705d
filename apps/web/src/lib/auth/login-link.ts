import { useLocation } from '../router/hooks.tsx';

/** Pages a member has no reason to come back to after logging in: they go to the members instead. */
const NO_RETURN = new Set([
  '/',
  '/login',
  '/signup',
  '/complete-signup',
  '/reset-password',
  '/reset-password/do',
  '/activate/done',
  '/activate/error',
  '/reactivate',
]);

/**
 * The login page's address from the page shown now: after logging in the member comes back to it
 * (a visitor told on /likes that it is for members logs in for their likes, not for the search).
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return NO_RETURN.has(pathname) ? '/login' : `/login?next=${encodeURIComponent(pathname + search)}`;
}

/** Where the login page goes after logging in: `next` when it is a page of this site, else the members. */
export function afterLogin(next: string | null): string {
  // A path of this origin only: not `//other.example` or `/\other.example`, which browsers read as hosts.
  return next && /^\/(?![/\\])/.test(next) && !next.startsWith('/login') ? next : '/members';
}
