import { TIME_BONUS } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { useWelcomeCode } from '../../lib/discount-codes.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { usePackages } from './use-payments.ts';

/**
 * The discount code a page of the purchase prices with: the code in the address (`?code=`, typed on
 * /credits or from a link; empty: the member chose none), else the member's welcome code while it
 * applies. /premium, a chat's "buy credits" and a bookmarked method page carry no code, and a new
 * member must not pay more there than /credits asks.
 */
export function useOrderCode() {
  const [search] = useSearchParams();
  const country = useSettings().geoip_selected_country;
  const welcome = useWelcomeCode(country);
  const fromAddress = search.get('code');
  return {
    code: fromAddress !== null ? fromAddress || undefined : welcome.code?.code,
    country,
    /** The welcome code is known (or does not apply): the prices will not change under the member. */
    settled: welcome.settled,
    /**
     * The query of a link to the next page of the purchase: the code it is priced with, or, where the
     * welcome code would apply, that there is none (so the next page does not add it back).
     */
    carry: (code: string | undefined) =>
      code ? `?code=${encodeURIComponent(code)}` : welcome.code ? '?code=' : '',
  };
}

/**
 * `code` where it lowers this bundle's price, else nothing: a bundle under the code's minimum order
 * keeps its price (no `list_price`), and its order goes without the code (the server would refuse it).
 */
export function lowering<C>(pkg: { list_price: number | null }, code: C): C | undefined {
  return pkg.list_price !== null ? code : undefined;
}

/**
 * The discount /credits and /premium price their bundles with ({@link useOrderCode}). The server
 * prices the bundles with it; a code it refuses is dropped and its reason shown.
 */
export function useCreditsDiscount() {
  const [, setSearch] = useSearchParams();
  const { code, country, settled, carry } = useOrderCode();
  const packages = usePackages(undefined, code);
  const [refused, setRefused] = useState<Error | null>(null);

  const setCode = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('code', next);
        return params;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!code || !packages.error) return;
    setRefused(packages.error);
    setCode('');
  });

  const applied = packages.data?.discount_code ?? null;
  return {
    country,
    code,
    packages,
    applied,
    isWelcome: applied?.code === TIME_BONUS.code,
    refused,
    ready: settled,
    /** The query of a bundle's link to its method choice: the code goes along where it lowers it. */
    carryFor: (pkg: { list_price: number | null }) => carry(lowering(pkg, applied?.code)),
    apply: (next: string) => {
      setRefused(null);
      setCode(next);
    },
    remove: () => {
      setRefused(null);
      setCode('');
    },
  };
}
