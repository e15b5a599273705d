import type { User } from '@amoret/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../http-client.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user.php: the logged-in member, or null for a visitor. */
export async function fetchUser(): Promise<User | null> {
  const { user } = await http.request<{ user: User | null }>('/api/user.php', {
    headers: { 'x-request-type': 'user' },
  });
  return user;
}

export function useUser(): User | null | undefined {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchUser, staleTime: 60_000 }).data;
}

/** Puts a member (or nobody) into the client state after login, signup or logout. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(userQueryKey, user);
}
