import { GENDERS, MAX_SEARCH_AGE, MIN_AGE } from '@amoret/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegions } from '../../lib/site/regions.ts';
import { useSettings } from '../../lib/site/settings.ts';
import type { SearchState } from './use-search.ts';

/** The filter form: gender, country, region, ages; only the fields the site searches by (search_fields). */
export function SearchFilters({
  value,
  onSearch,
}: {
  value: SearchState;
  onSearch: (next: Partial<SearchState>) => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const regions = useRegions().data;
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const shown = new Set(settings.search_fields);
  const countryNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  const regionEntry = draft.country ? regions?.[draft.country] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [min, max] = [draft.min_age, draft.max_age].map((n) =>
      Math.min(MAX_SEARCH_AGE, Math.max(MIN_AGE, n || MIN_AGE)),
    );
    onSearch({ ...draft, min_age: Math.min(min!, max!), max_age: Math.max(min!, max!) });
  };
  const field = 'col-6 col-md';
  return (
    <form
      className="search-filters card card-body mb-4"
      onSubmit={submit}
      aria-label={t('search.filters')}
      data-testid="search-filters"
    >
      <div className="row g-2 align-items-end">
        {shown.has('gender') && (
          <div className={field}>
            <label htmlFor="search-gender" className="form-label small mb-1">
              {t('search.gender')}
            </label>
            <select
              id="search-gender"
              className="form-select"
              value={draft.gender}
              onChange={(e) => setDraft({ ...draft, gender: e.target.value })}
            >
              <option value="">{t('search.anyGender')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`search.genders.${g}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {shown.has('country') && (
          <div className={field}>
            <label htmlFor="search-country" className="form-label small mb-1">
              {t('profile.fields.country')}
            </label>
            <select
              id="search-country"
              className="form-select"
              value={draft.country}
              onChange={(e) => setDraft({ ...draft, country: e.target.value, countryregion: '' })}
            >
              <option value="">{t('search.anyCountry')}</option>
              {settings.countries.map((c) => (
                <option key={c} value={c}>
                  {countryNames.of(c) ?? c}
                </option>
              ))}
            </select>
          </div>
        )}
        {shown.has('countryregion') && regionEntry && (
          <div className={field}>
            <label htmlFor="search-region" className="form-label small mb-1 text-capitalize">
              {regionEntry.label}
            </label>
            <select
              id="search-region"
              className="form-select"
              value={draft.countryregion}
              onChange={(e) => setDraft({ ...draft, countryregion: e.target.value })}
            >
              <option value="">{t('search.anyRegion')}</option>
              {regionEntry.regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {(['min_age', 'max_age'] as const)
          .filter((field) => shown.has(field))
          .map((field) => (
            <div className="col-3 col-md-auto" key={field}>
              <label htmlFor={`search-${field}`} className="form-label small mb-1">
                {t(field === 'min_age' ? 'search.minAge' : 'search.maxAge')}
              </label>
              <input
                id={`search-${field}`}
                type="number"
                inputMode="numeric"
                className="form-control age-input"
                min={MIN_AGE}
                max={MAX_SEARCH_AGE}
                value={draft[field]}
                onChange={(e) => setDraft({ ...draft, [field]: Number(e.target.value) })}
              />
            </div>
          ))}
        <div className="col-6 col-md-auto">
          <button type="submit" className="btn btn-primary w-100" data-testid="search-submit">
            {t('search.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
