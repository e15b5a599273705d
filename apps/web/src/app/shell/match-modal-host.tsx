import { MATCH_MODAL_RELOAD_MS, type ProfileCard } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { fetchAutoLike } from '../../lib/likes.ts';
import { MatchModalContext } from '../../lib/match-modal.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useNavigate } from '../../lib/router/hooks.tsx';

// react-bootstrap's Modal loads with the first match, not with every page.
const MatchModal = lazy(() => import('./match-modal.tsx'));

/**
 * Holds the match modal for the whole app. Without a profile it loads one from auto-like.php (spec:
 * the like modal), then reloads the likes after 0.5 s so the new like shows in the badge and list.
 */
export function MatchModalHost({ children }: { children: ReactNode }) {
  const [profile, setProfile] = useState<ProfileCard | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const show = useCallback(
    (given?: ProfileCard) => {
      const reloadLikes = () =>
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() }),
          MATCH_MODAL_RELOAD_MS,
        );
      if (given) {
        setProfile(given);
        return;
      }
      fetchAutoLike()
        .then((liker) => {
          if (liker) setProfile(liker);
          reloadLikes();
        })
        .catch(() => undefined);
    },
    [queryClient],
  );

  return (
    <MatchModalContext.Provider value={show}>
      {children}
      {profile && (
        <Suspense fallback={null}>
          <MatchModal
            profile={profile}
            onClose={() => setProfile(null)}
            onOpenProfile={(id) => {
              setProfile(null);
              navigate(`/likes/m/${id}`);
            }}
          />
        </Suspense>
      )}
    </MatchModalContext.Provider>
  );
}
