import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTEREST_KEYS,
  JOIN_REASONS,
  MAX_INTERESTS,
  type OwnProfile,
  type ProfileUpdate,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '../../components/location-fields.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PhotoPicker } from '../../components/photo-picker.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { ApiError, http } from '../../lib/http-client.ts';

const STEPS = ['photo', 'who', 'where', 'more'] as const;
/** Account creation is step 1; the about-me steps follow. */
const TOTAL = STEPS.length + 1;

type Draft = Partial<Record<keyof ProfileUpdate, unknown>>;

/** Signup steps after the account: a photo, who you are, where you live, a little more. Each can be skipped. */
export function AboutSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: ['own-profile'],
    queryFn: async () => (await http.request<{ profile: OwnProfile }>('/api/profile.php')).profile,
  });
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!profile.data) return <PageFallback />;

  const value = (field: keyof OwnProfile) =>
    field in draft ? draft[field as keyof Draft] : profile.data[field];
  const set = (changes: Draft) => setDraft((d) => ({ ...d, ...changes }));
  const next = () => {
    setDraft({});
    setError(null);
    if (index + 1 < STEPS.length) setIndex(index + 1);
    else onDone();
  };
  const save = async () => {
    const body = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '' && v !== undefined));
    if (Object.keys(body).length === 0) return next();
    setSaving(true);
    try {
      await http.request('/api/profile.php', { method: 'PUT', body });
      await profile.refetch();
      next();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields ?? {})[0] ?? e.message) : t('errors.generic'));
    } finally {
      setSaving(false);
    }
  };
  const options = (field: string, values: readonly string[]) =>
    values.map((v): [string, string] => [v, t(`profile.options.${field}.${v}`)]);
  const select = (field: keyof ProfileUpdate, values: readonly string[]) => (
    <SelectField
      id={`about-${field}`}
      label={t(`profile.fields.${field}`)}
      placeholder={t('profile.choose')}
      options={options(field, values)}
      value={String(value(field) ?? '')}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  );
  const step = STEPS[index]!;
  const interests = (value('interests') as string[]) ?? [];

  return (
    <div data-testid={`about-step-${step}`}>
      <p className="small text-body-secondary mb-1">
        {t('signup.about.step', { step: index + 2, total: TOTAL })}
      </p>
      <h2 className="h4 mb-3">{t(`signup.about.${step}`)}</h2>
      {step === 'photo' && (
        <>
          <p className="text-body-secondary">{t('signup.about.photoHelp')}</p>
          <PhotoPicker onUploaded={next} className="btn btn-outline-primary btn-lg w-100 mb-2" />
        </>
      )}
      {step === 'who' && (
        <>
          {select('gender', GENDERS)}
          {select('sexuality', SEXUALITIES)}
        </>
      )}
      {step === 'where' && (
        <LocationFields
          country={(value('country') as string) ?? ''}
          region={(value('region') as string) ?? ''}
          city={(value('city') as string) ?? ''}
          onChange={set}
        />
      )}
      {step === 'more' && (
        <>
          {select('reason', JOIN_REASONS)}
          {select('relationship_status', RELATIONSHIP_STATUSES)}
          <div className="row">
            <div className="col-sm-6">{select('hair_colour', HAIR_COLOURS)}</div>
            <div className="col-sm-6">{select('eye_colour', EYE_COLOURS)}</div>
            <div className="col-sm-6">{select('body_type', BODY_TYPES)}</div>
            <div className="col-sm-6">
              <SelectField
                id="about-tattoos"
                label={t('profile.fields.tattoos')}
                placeholder={t('profile.choose')}
                options={options('tattoos', ['yes', 'no'])}
                value={value('tattoos') == null ? '' : value('tattoos') ? 'yes' : 'no'}
                onChange={(e) =>
                  set({ tattoos: e.target.value === '' ? undefined : e.target.value === 'yes' })
                }
              />
            </div>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('profile.fields.interests')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {INTEREST_KEYS.map((key) => {
                const on = interests.includes(key);
                return (
                  <button
                    key={key}
                    type="button"
                    className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
                    aria-pressed={on}
                    disabled={!on && interests.length >= MAX_INTERESTS}
                    onClick={() =>
                      set({ interests: on ? interests.filter((i) => i !== key) : [...interests, key] })
                    }
                  >
                    {t(`interests.${key}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <div className="d-grid gap-2">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={save}
          disabled={saving}
          data-testid="about-save"
        >
          {t('signup.about.save')}
        </button>
        <button type="button" className="btn btn-link" onClick={next} disabled={saving}>
          {t('signup.about.skip')}
        </button>
      </div>
    </div>
  );
}
