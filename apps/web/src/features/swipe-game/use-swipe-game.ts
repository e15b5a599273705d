import { type ProfileCard, routes } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The deck of the swipe game: cards from the server, answered one by one. Refills when few are left;
 * the daily like limit comes from the server with every answer.
 */
export function useSwipeGame(onMatch: (profile: ProfileCard) => void) {
  const queryClient = useQueryClient();
  const [deck, setDeck] = useState<ProfileCard[]>([]);
  const [limit, setLimit] = useState<{ likes_left: number; next_like_at: string | null } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const answered = useRef(new Set<number>());

  const refill = useCallback(async () => {
    setLoading(true);
    try {
      const next = await api.call(routes.swipeGame.cards);
      setLimit({ likes_left: next.likes_left, next_like_at: next.next_like_at });
      const fresh = next.cards.filter((c) => !answered.current.has(c.id));
      setDeck((current) => [...current, ...fresh.filter((c) => !current.some((d) => d.id === c.id))]);
      setExhausted(fresh.length === 0);
    } catch {
      setFailure('generic');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refill();
  }, [refill]);

  const answer = async (like: boolean) => {
    const card = deck[0];
    if (!card) return;
    setFailure(null);
    answered.current.add(card.id);
    setDeck((current) => current.slice(1));
    try {
      const result = await api.call(routes.swipeGame.swipe, { body: { id: card.id, like } });
      setLimit({ likes_left: result.likes_left, next_like_at: result.next_like_at });
      if (like) void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
      if (result.match) onMatch(card);
    } catch (error) {
      // Refused (the limit, usually): the card comes back on top and the message is shown.
      answered.current.delete(card.id);
      setDeck((current) => [card, ...current]);
      setFailure(error instanceof ApiError ? error.message : 'generic');
      if (error instanceof ApiError && error.key === 'swipeLimit') void refill();
    }
    if (deck.length <= 3 && !exhausted) void refill();
  };

  return { deck, limit, loading, failure, answer };
}
