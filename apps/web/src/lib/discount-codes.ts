import { routes } from '@amoret/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/discountcode.php?welcome=true: the member's welcome code (TIMEBONUS25), null when it does
 * not apply. Spec: a failure is ignored (no code, no message).
 */
export function useWelcomeCode(country: string) {
  const user = useUser();
  const query = useQuery({
    queryKey: queryKeys.discounts.welcome(user?.profile.id ?? 0, country),
    queryFn: async () =>
      (await api.call(routes.discounts.discountCode, { query: { welcome: 'true', country } })).discount_code,
    enabled: Boolean(user && !user.paid_user),
    retry: false,
    staleTime: 60_000,
  });
  return { code: query.isError ? null : (query.data ?? null), settled: !query.isPending || !query.isEnabled };
}

/** GET /api/discountcode.php?code=…: the code checked for the member, or the server's translated error. */
export function lookupDiscountCode(code: string, country: string) {
  return api.call(routes.discounts.discountCode, { query: { code, country } });
}

/** POST /api/discountcode.php: the member's personal code of the offer to stay (made once). */
export function useStayCode() {
  return useMutation({
    mutationFn: async () =>
      (await api.call(routes.discounts.stayCode, { body: { reason: 'stay' } })).discount_code,
  });
}
