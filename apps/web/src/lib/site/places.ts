import { useTranslation } from '../i18n.tsx';
import { countryName } from '../intl.ts';
import { useRegions } from './regions.ts';

export interface Placed {
  city: string | null;
  region: string | null;
  country: string | null;
}

/** "Utrecht", or the region's name, or the country's: the most precise place a profile gives. */
export function usePlaceLabel(): (profile: Placed) => string {
  const { i18n } = useTranslation();
  const regions = useRegions().data;
  // Country names only when a profile has nothing more precise (the page came with the site's).
  const language = i18n.resolvedLanguage ?? 'en';
  return (profile) => {
    if (profile.city) return profile.city;
    if (profile.region && profile.country) {
      const region = regions?.[profile.country]?.regions.find((r) => r.code === profile.region);
      if (region) return region.name;
    }
    return profile.country ? countryName(language, profile.country) : '';
  };
}
