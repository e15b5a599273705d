import { type LikeSource, type LikesResponse, type ProfileCard, routes } from '@amoret/shared';
import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { type BadgeQueryOptions, usePageLoaded } from './page-loaded.ts';
import { queryKeys } from './query-keys.ts';

const likesQueryKey = queryKeys.likes.list();

const fetchLikes = () => api.call(routes.likes.list);

/**
 * GET /api/likes.php for a member: the ids of profiles they like and of those who like them, with
 * like_new and match (the shell polls it). Its key is a prefix of the likes pages' keys, so every
 * refresh of it refreshes the open likes page too.
 */
export function useLikes({ afterPageLoad = false }: BadgeQueryOptions = {}) {
  const user = useUser();
  const pageLoaded = usePageLoaded();
  return useQuery({
    queryKey: likesQueryKey,
    queryFn: fetchLikes,
    enabled: !!user && (pageLoaded || !afterPageLoad),
    staleTime: 30_000,
  });
}

/** Likes the member has not looked at yet: the badge of the top navigation (asked once the page has loaded). */
export function useNewLikesCount(): number {
  return useLikes({ afterPageLoad: true }).data?.liked_by.filter((l) => l.like_new).length ?? 0;
}

type LikeChange = { profile: ProfileCard; liked: boolean; source: LikeSource };

/**
 * A like or unlike with an optimistic answer: the heart changes at once, the likes list follows from
 * the server (and is put back when the call fails). A like that makes a match goes to `onMatch`.
 */
async function changeLike(
  queryClient: QueryClient,
  { profile, liked, source }: LikeChange,
  onMatch?: (profile: ProfileCard) => void,
) {
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
  try {
    const result = liked
      ? await api.call(routes.likes.like, { body: { id: profile.id, source } })
      : await api.call(routes.likes.unlike, { body: { id: profile.id } });
    if ('match' in result && result.match) onMatch?.(result.profile);
    return result;
  } catch (error) {
    if (before) queryClient.setQueryData(likesQueryKey, before);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: likesQueryKey });
    // An open profile shows "likes you" / "match": read it again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.members.views() });
  }
}

/**
 * Like and unlike (`changeLike`), with whether a change is on its way. Plain state rather than a
 * mutation observer: a page of cards has a heart on each, and each observer cost the first render.
 */
export function useLikeToggle(onMatch?: (profile: ProfileCard) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return {
    toggle: async (profile: ProfileCard, liked: boolean, source: LikeSource = 'profile') => {
      setPending(true);
      try {
        return await changeLike(queryClient, { profile, liked, source }, onMatch);
      } finally {
        setPending(false);
      }
    },
    pending,
  };
}

const NO_IDS: ReadonlySet<number> = new Set();
/** Per answer of the likes list: a page of cards each asks it. */
const likedIdsOf = new WeakMap<LikesResponse, ReadonlySet<number>>();

function likedIds(data: LikesResponse | undefined): ReadonlySet<number> {
  if (!data) return NO_IDS;
  let ids = likedIdsOf.get(data);
  if (!ids) {
    ids = new Set(data.profiles.map((p) => p.id));
    likedIdsOf.set(data, ids);
  }
  return ids;
}

const likesQueryHash = hashKey(likesQueryKey);

/**
 * Whether the member likes this profile, to draw its heart filled. Read from the likes list the shell
 * keeps (`useLikes`) without an observer of its own, and drawn again only when this heart changes:
 * the list's arrival drew every heart of a page again.
 */
export function useIsLiked(profileId: number): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === likesQueryHash) onChange();
      }),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () =>
    likedIds(queryClient.getQueryData<LikesResponse>(likesQueryKey)).has(profileId),
  );
}

/** GET /api/auto-like.php: a profile that likes the member now, or null. */
export async function fetchAutoLike(): Promise<ProfileCard | null> {
  return (await api.call(routes.likes.autoLike)).profile;
}
