import type { MemberResponse } from '@amoret/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http-client.ts';
import { likesQueryKey } from '../../lib/likes.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

export const memberQueryKey = (id: number) => ['member', id] as const;

/** GET /api/member.php: another member's profile; opening it also clears that member's like_new. */
export function useMember(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memberQueryKey(id),
    queryFn: async () => {
      const result = await http.request<MemberResponse>('/api/member.php', {
        query: { id, trafficsource: trafficSource() ? '1' : undefined },
      });
      if (result.profile.liked_by) void queryClient.invalidateQueries({ queryKey: likesQueryKey });
      return result;
    },
  });
}

/** Block or unblock; the profile, likes and searches are read again afterwards. */
export function useBlockToggle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      http.request('/api/blocks.php', { method: block ? 'POST' : 'DELETE', body: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: likesQueryKey });
      void queryClient.removeQueries({ queryKey: ['search'] });
    },
  });
}
