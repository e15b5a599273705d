import { useState } from 'react';
import { locate, useGeoPermission } from '../lib/geolocation.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { countryName } from '../lib/intl.ts';
import { useRegions } from '../lib/site/regions.ts';
import { useSettings } from '../lib/site/settings.ts';
import { FormField } from './form-field.tsx';
import { SelectField } from './select-field.tsx';

/** Country (of the site), region (with that country's word for it), place, and "use my location". */
export function LocationFields(props: {
  country: string;
  region: string;
  city: string;
  onChange: (changes: { country?: string; region?: string | null; city?: string }) => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const regions = useRegions();
  const permission = useGeoPermission();
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed' | string>('idle');
  const country = props.country || settings.geoip_selected_country;
  const language = document.documentElement.lang || 'en';
  const entry = regions.data?.[country];

  const useLocation = async () => {
    setStatus('locating');
    try {
      const place = await locate();
      if (!place || !settings.countries.includes(place.country)) return setStatus('failed');
      props.onChange({ country: place.country, region: null, city: place.city });
      setStatus(place.city);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <>
      {/* The button's height either way: the permission is known a moment after the first render. */}
      <div className="d-flex align-items-center mb-3 location-fields-locate">
        {permission === 'unsupported' ? (
          <p className="small text-body-secondary mb-0">{t('signup.about.geoUnsupported')}</p>
        ) : permission === 'denied' ? (
          <p className="small text-body-secondary mb-0">{t('signup.about.geoDenied')}</p>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={useLocation}
            disabled={status === 'locating'}
          >
            {status === 'locating' ? t('signup.about.locating') : t('signup.about.locate')}
          </button>
        )}
      </div>
      {status === 'failed' && <p className="small text-danger">{t('signup.about.geoFailed')}</p>}
      {!['idle', 'locating', 'failed'].includes(status) && (
        <p className="small text-success">{t('signup.about.found', { city: status })}</p>
      )}
      <SelectField
        id="about-country"
        label={t('profile.fields.country')}
        emptyLabel={t('profile.choose')}
        options={settings.countries.map((c): [string, string] => [c, countryName(language, c)])}
        value={country}
        onChange={(e) => props.onChange({ country: e.target.value, region: null })}
      />
      {/* The regions come after the page has loaded: their place is kept so the fields below stay put. */}
      {regions.isPending && (
        <div className="mb-3 placeholder-glow" aria-hidden="true">
          <div className="form-label">
            <span className="placeholder col-3" />
          </div>
          <div className="form-select">&nbsp;</div>
        </div>
      )}
      {entry && (
        <SelectField
          id="about-region"
          label={entry.label.charAt(0).toUpperCase() + entry.label.slice(1)}
          emptyLabel={t('profile.choose')}
          options={entry.regions.map((r): [string, string] => [r.code, r.name])}
          value={props.region}
          onChange={(e) => props.onChange({ country, region: e.target.value || null })}
        />
      )}
      <FormField
        id="about-city"
        label={t('profile.fields.city')}
        value={props.city}
        maxLength={80}
        autoComplete="address-level2"
        onChange={(e) => props.onChange({ country, city: e.target.value })}
      />
    </>
  );
}
