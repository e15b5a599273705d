import { routes, type User } from '@amoret/shared';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useNavigate } from '../router/hooks.tsx';

/** GET /api/user.php: the logged-in member, or null for a visitor. */
export async function fetchUser(): Promise<User | null> {
  const { user } = await api.call(routes.accounts.currentUser, {
    headers: { 'x-request-type': 'user' },
  });
  return user;
}

/** The member's query, asked once for the whole app (app.tsx puts its answer into `CurrentUserContext`). */
export function useCurrentUserQuery(): User | null | undefined {
  return useQuery({ queryKey: queryKeys.accounts.currentUser(), queryFn: fetchUser, staleTime: 60_000 }).data;
}

/** Who is logged in (null: a visitor; undefined: not known yet), from the app's one query. */
export const CurrentUserContext = createContext<User | null | undefined>(undefined);

/**
 * The logged-in member, null for a visitor, undefined while asking. A context over the one query
 * rather than a query observer in each of the many components that ask (a phone's first render
 * paid for every observer); setting, invalidating or polling the query reaches all of them.
 */
export function useUser(): User | null | undefined {
  return useContext(CurrentUserContext);
}

/** Answers that are the same for whoever asks on the site: kept when the person changes. */
const SITE_WIDE = new Set<unknown>([
  queryKeys.accounts.currentUser()[0],
  queryKeys.sites.companyInfo()[0],
  queryKeys.reference.interests('')[0],
  queryKeys.reference.regions('')[0],
  queryKeys.chats.gifts('')[0],
  queryKeys.chats.icebreakers('')[0],
  queryKeys.landers.profiles({})[0],
  queryKeys.landers.map({})[0],
]);
const perPerson = (query: Query) => !SITE_WIDE.has(query.queryKey[0]);

/**
 * Puts a member (or nobody) into the client state after login, signup or logout. When that is another
 * person, nothing answered for the one before is kept (profiles with their photos, likes and blocks,
 * searches, conversations, prices): going back to a page after a logout or a login must not show the
 * one before's. Answers no page shows are dropped; the shown page's are asked again in the background,
 * so it keeps what it shows (a member signup page under its signup steps) until the new answers come.
 */
export function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    const before = queryClient.getQueryData<User | null>(queryKeys.accounts.currentUser());
    queryClient.setQueryData(queryKeys.accounts.currentUser(), user);
    if ((before?.profile.id ?? null) === (user?.profile.id ?? null)) return;
    queryClient.removeQueries({ type: 'inactive', predicate: perPerson });
    if (user) {
      void queryClient.invalidateQueries({ predicate: perPerson });
      return;
    }
    // Logged out: the member's answers still on screen are forgotten, not asked again with the
    // session gone (a 403 each in the console). What the page still shows asks anew as the visitor's
    // when it draws next; the members' parts go with the member.
    void queryClient.cancelQueries({ predicate: perPerson });
    queryClient.removeQueries({ predicate: perPerson });
  };
}

/**
 * The page came with a session cookie (`data-session`, set by the server; nothing checked): while
 * the member loads, keep the room their parts of the page will take, so nothing moves when they come.
 */
export const sessionHinted = (): boolean => document.documentElement.hasAttribute('data-session');

/** Logs the member out (also when the server cannot be reached: the client forgets them) and goes to `to`. */
export function useLogout(to = '/') {
  const setUser = useSetUser();
  const navigate = useNavigate();
  return async () => {
    await api.call(routes.accounts.logout).catch(() => undefined);
    setUser(null);
    navigate(to);
  };
}
