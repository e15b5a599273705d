import type { User } from '@amoret/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../http-client.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user.php: the logged-in member, or null (a 403 authentication_required means logged out). */
export async function fetchUser(): Promise<User | null> {
  try {
    const { user } = await http.request<{ user: User }>('/api/user.php', {
      headers: { 'x-request-type': 'user' },
    });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function useUser(): User | null | undefined {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchUser, staleTime: 60_000 }).data;
}

/** Puts a member (or nobody) into the client state after login, signup or logout. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(userQueryKey, user);
}
