import { TIME_BONUS } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { useWelcomeCode } from '../../lib/discount-codes.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { usePackages } from './use-payments.ts';

/**
 * The discount /credits prices its bundles with: the code in the address (`?code=`, typed or from a
 * link; empty: none), else the member's welcome code when it applies. The server prices the bundles
 * with it; a code it refuses is dropped and its reason shown.
 */
export function useCreditsDiscount() {
  const [search, setSearch] = useSearchParams();
  const country = useSettings().geoip_selected_country;
  const welcome = useWelcomeCode(country);
  const fromAddress = search.get('code');
  const code = fromAddress !== null ? fromAddress || undefined : welcome.code?.code;
  const packages = usePackages(undefined, code);
  const [refused, setRefused] = useState<string | null>(null);

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
    setRefused(packages.error.message);
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
    ready: welcome.settled,
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
