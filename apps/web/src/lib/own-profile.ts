import type { OwnProfile, ProfileUpdate } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { useUser } from './auth/user.ts';
import { http } from './http-client.ts';

export const ownProfileQueryKey = ['own-profile'] as const;

/** GET /api/profile.php: the member's own profile attributes (for members only). */
export function useOwnProfile() {
  const user = useUser();
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: async () => (await http.request<{ profile: OwnProfile }>('/api/profile.php')).profile,
    enabled: !!user,
  });
}

/** PUT /api/profile.php with some attributes; answers the saved profile. */
export async function saveOwnProfile(changes: ProfileUpdate): Promise<OwnProfile> {
  return (await http.request<{ profile: OwnProfile }>('/api/profile.php', { method: 'PUT', body: changes }))
    .profile;
}
