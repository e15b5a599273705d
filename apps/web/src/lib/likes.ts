import { type LikeSource, type LikesResponse, type ProfileCard, routes } from '@amoret/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

const likesQueryKey = queryKeys.likes.list();

const fetchLikes = () => api.call(routes.likes.list);

/**
 * GET /api/likes.php for a member: the ids of profiles they like and of those who like them, with
 * like_new and match (the shell polls it). Its key is a prefix of the likes pages' keys, so every
 * refresh of it refreshes the open likes page too.
 */
export function useLikes() {
  const user = useUser();
  return useQuery({ queryKey: likesQueryKey, queryFn: fetchLikes, enabled: !!user, staleTime: 30_000 });
}

/** Likes the member has not looked at yet: the badge of the top navigation. */
export function useNewLikesCount(): number {
  return useLikes().data?.liked_by.filter((l) => l.like_new).length ?? 0;
}

/**
 * Like and unlike with an optimistic answer: the heart changes at once, the likes list follows from
 * the server (and is put back when the call fails). A like that makes a match goes to `onMatch`.
 */
export function useLikeToggle(onMatch?: (profile: ProfileCard) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({
      profile,
      liked,
      source,
    }: {
      profile: ProfileCard;
      liked: boolean;
      source: LikeSource;
    }) =>
      liked
        ? api.call(routes.likes.like, { body: { id: profile.id, source } })
        : api.call(routes.likes.unlike, { body: { id: profile.id } }),
    onMutate: async ({ profile, liked }) => {
      await queryClient.cancelQueries({ queryKey: likesQueryKey, exact: true });
      const before = queryClient.getQueryData<LikesResponse>(likesQueryKey);
      if (before) {
        const others = before.profiles.filter((p) => p.id !== profile.id);
        const entry = { id: profile.id, like_new: false, match: false };
        queryClient.setQueryData<LikesResponse>(likesQueryKey, {
          ...before,
          profiles: liked ? [entry, ...others] : others,
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(likesQueryKey, context.before);
    },
    onSuccess: (result) => {
      if ('match' in result && result.match) onMatch?.(result.profile);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: likesQueryKey });
      // An open profile shows "likes you" / "match": read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.members.views() });
    },
  });
  return {
    toggle: (profile: ProfileCard, liked: boolean, source: LikeSource = 'profile') =>
      mutation.mutateAsync({ profile, liked, source }),
    pending: mutation.isPending,
    error: mutation.error,
  };
}

const NO_IDS: ReadonlySet<number> = new Set();
/** Per answer of the likes list: a page of cards each asked for it on every render. */
const likedIdsOf = new WeakMap<LikesResponse, ReadonlySet<number>>();

/** The ids the member likes, to draw filled hearts. */
export function useLikedIds(): ReadonlySet<number> {
  const data = useLikes().data;
  if (!data) return NO_IDS;
  let ids = likedIdsOf.get(data);
  if (!ids) {
    ids = new Set(data.profiles.map((p) => p.id));
    likedIdsOf.set(data, ids);
  }
  return ids;
}

/** GET /api/auto-like.php: a profile that likes the member now, or null. */
export async function fetchAutoLike(): Promise<ProfileCard | null> {
  return (await api.call(routes.likes.autoLike)).profile;
}
