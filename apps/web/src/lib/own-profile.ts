import { type OwnProfile, type ProfileUpdate, routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/profile.php: the member's own profile attributes (for members only). */
export function useOwnProfile() {
  const user = useUser();
  return useQuery({
    queryKey: queryKeys.profiles.own(),
    queryFn: async () => (await api.call(routes.profiles.own)).profile,
    enabled: !!user,
    // It changes only through the member's own edits, which fetch it again after saving.
    staleTime: 60_000,
  });
}

/** PUT /api/profile.php with some attributes; answers the saved profile. */
export async function saveOwnProfile(changes: ProfileUpdate): Promise<OwnProfile> {
  return (await api.call(routes.profiles.update, { body: changes })).profile;
}
