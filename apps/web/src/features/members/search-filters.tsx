import { GENDERS, MAX_SEARCH_AGE, MIN_AGE, type SearchState } from '@amoret/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { countryName } from '../../lib/intl.ts';
import { useRegions } from '../../lib/site/regions.ts';
import { useSettings } from '../../lib/site/settings.ts';

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
  useEffect(() => {
    setDraft(value);
  }, [value]);
  const shown = new Set(settings.search_fields);
  const language = i18n.resolvedLanguage ?? 'en';
  const regionEntry = draft.country ? regions?.[draft.country] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [min, max] = [draft.min_age, draft.max_age].map((n) =>
      Math.min(MAX_SEARCH_AGE, Math.max(MIN_AGE, n || MIN_AGE)),
    );
    onSearch({ ...draft, min_age: Math.min(min!, max!), max_age: Math.max(min!, max!) });
  };
  return (
    <form
      className="search-filters card card-body mb-4"
      onSubmit={submit}
      aria-label={t('search.filters')}
      data-testid="search-filters"
    >
      <div className="row g-2 align-items-end">
        {shown.has('gender') && (
          <FilterSelect
            id="search-gender"
            // Across a phone's row: "Mannen en vrouwen", the choice most searches keep, was cut off at
            // half of it.
            wide
            label={t('search.gender')}
            anyLabel={t('search.anyGender')}
            options={GENDERS.map((g): [string, string] => [g, t(`search.genders.${g}`)])}
            value={draft.gender}
            onChange={(gender) => setDraft({ ...draft, gender })}
          />
        )}
        {shown.has('country') && (
          <FilterSelect
            id="search-country"
            label={t('profile.fields.country')}
            anyLabel={t('search.anyCountry')}
            options={settings.countries.map((c): [string, string] => [c, countryName(language, c)])}
            value={draft.country}
            onChange={(country) => setDraft({ ...draft, country, countryregion: '' })}
          />
        )}
        {shown.has('countryregion') && draft.country && !regions && (
          // The region list is still loading: its place is kept, so the filters do not move.
          <FilterSelect
            id="search-region"
            label={t('search.anyRegion')}
            anyLabel={t('search.anyRegion')}
            options={[]}
            value=""
            onChange={() => {}}
            disabled
          />
        )}
        {shown.has('countryregion') && regionEntry && (
          <FilterSelect
            id="search-region"
            label={regionEntry.label.charAt(0).toUpperCase() + regionEntry.label.slice(1)}
            anyLabel={t('search.anyRegion')}
            options={regionEntry.regions.map((r): [string, string] => [r.code, r.name])}
            value={draft.countryregion}
            onChange={(countryregion) => setDraft({ ...draft, countryregion })}
          />
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

/** One filter as a labelled select whose empty first option means "any". */
function FilterSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  options: [string, string][];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The whole row on a phone (half of it otherwise). */
  wide?: boolean;
}) {
  return (
    <div className={props.wide ? 'col-12 col-md' : 'col-6 col-md'}>
      <label htmlFor={props.id} className="form-label small mb-1">
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
