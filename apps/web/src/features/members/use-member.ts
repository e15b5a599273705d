import { routes } from '@amoret/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

/** GET /api/member.php: another member's profile; opening it also clears that member's like_new. */
export function useMember(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.members.view(id),
    queryFn: async () => {
      const result = await api.call(routes.members.view, {
        query: { id, trafficsource: trafficSource() ? '1' : undefined },
      });
      if (result.profile.liked_by) void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
      return result;
    },
    // Not asked again at once when it came with the page (first-screen.ts); likes, blocks and realtime
    // news read it again themselves.
    staleTime: 30_000,
  });
}

/** Block or unblock; the profile, likes and searches are read again afterwards. */
export function useBlockToggle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.call(routes.blocks.block, { body: { id } })
        : api.call(routes.blocks.unblock, { body: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.members.view(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
      void queryClient.removeQueries({ queryKey: queryKeys.members.search() });
    },
  });
}
