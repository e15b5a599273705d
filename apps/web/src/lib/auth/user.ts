import { routes, type User } from '@amoret/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/user.php: the logged-in member, or null for a visitor. */
export async function fetchUser(): Promise<User | null> {
  const { user } = await api.call(routes.accounts.currentUser, {
    headers: { 'x-request-type': 'user' },
  });
  return user;
}

export function useUser(): User | null | undefined {
  return useQuery({ queryKey: queryKeys.accounts.currentUser(), queryFn: fetchUser, staleTime: 60_000 }).data;
}

/** Puts a member (or nobody) into the client state after login, signup or logout. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(queryKeys.accounts.currentUser(), user);
}

/**
 * The page came with a session cookie (`data-session`, set by the server; nothing checked): while
 * the member loads, keep the room their parts of the page will take, so nothing moves when they come.
 */
export const sessionHinted = (): boolean => document.documentElement.hasAttribute('data-session');
