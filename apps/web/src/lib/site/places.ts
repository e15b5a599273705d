import { useTranslation } from '../i18n.tsx';
import { useRegions } from './regions.ts';

interface Placed {
  city: string | null;
  region: string | null;
  country: string | null;
}

/** "Utrecht", or the region's name, or the country's: the most precise place a profile gives. */
export function usePlaceLabel(): (profile: Placed) => string {
  const { i18n } = useTranslation();
  const regions = useRegions().data;
  const countryNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  return (profile) => {
    if (profile.city) return profile.city;
    if (profile.region && profile.country) {
      const region = regions?.[profile.country]?.regions.find((r) => r.code === profile.region);
      if (region) return region.name;
    }
    return profile.country ? (countryNames.of(profile.country) ?? profile.country) : '';
  };
}
