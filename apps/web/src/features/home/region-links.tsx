import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRegions } from '../../lib/site/regions.ts';
import { useSettings } from '../../lib/site/settings.ts';

/** Member search by region of the visitor's country, labelled with that country's word for region. */
export function RegionLinks() {
  const { t } = useTranslation();
  const settings = useSettings();
  const country = settings.geoip_selected_country;
  const entry = useRegions().data?.[country];
  if (!entry) return null;

  return (
    <section className="container pb-5" data-testid="region-links">
      <h2 className="h4 mb-3">{t('home.regionsTitle', { label: entry.label })}</h2>
      <ul className="list-inline mb-0">
        {entry.regions.map((region) => (
          <li key={region.code} className="list-inline-item mb-2">
            <PlainLink
              to={`/members?country=${country}&countryregion=${region.code}`}
              className="btn btn-sm btn-outline-secondary rounded-pill"
            >
              {region.name}
            </PlainLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
