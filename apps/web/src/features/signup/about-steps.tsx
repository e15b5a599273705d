import type { OwnProfile, ProfileUpdate } from '@amoret/shared';
import { useState } from 'react';
import { LocationFields } from '../../components/location-fields.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PhotoPicker } from '../../components/photo-picker.tsx';
import {
  InterestPicker,
  type OptionField,
  ProfileSelect,
  TattoosSelect,
} from '../../components/profile-fields.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { saveOwnProfile, useOwnProfile } from '../../lib/own-profile.ts';

const STEPS = ['photo', 'who', 'where', 'more'] as const;
/** Account creation is step 1; the about-me steps follow. */
const TOTAL = STEPS.length + 1;

type Draft = Partial<Record<keyof ProfileUpdate, unknown>>;

/** Signup steps after the account: a photo, who you are, where you live, a little more. Each can be skipped. */
export function AboutSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
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
      await saveOwnProfile(body);
      await profile.refetch();
      next();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields ?? {})[0] ?? e.message) : t('errors.generic'));
    } finally {
      setSaving(false);
    }
  };
  const select = (field: OptionField) => (
    <ProfileSelect
      field={field}
      value={value(field) as string | null}
      onChange={(v) => set({ [field]: v })}
    />
  );
  const step = STEPS[index]!;
  const interests = (value('interests') as string[]) ?? [];

  return (
    <div data-testid={`about-step-${step}`}>
      <p className="small text-body-secondary mb-1">
        {t('signup.about.step', { step: index + 2, total: TOTAL })}
      </p>
      <StepHeading key={step} className="h4 mb-3">
        {t(`signup.about.${step}`)}
      </StepHeading>
      {step === 'photo' && (
        <>
          <p className="text-body-secondary">{t('signup.about.photoHelp')}</p>
          {/* The member sees the photo they chose before going on (or chooses another). */}
          {photo && (
            <img
              src={photo}
              alt={t('photos.alt', { name: profile.data.name })}
              width={160}
              height={160}
              className="d-block mx-auto mb-3 rounded-3 object-fit-cover"
              data-testid="about-photo"
            />
          )}
          <PhotoPicker
            onUploaded={(uploaded) => setPhoto(uploaded.thumb_url)}
            className="btn btn-outline-primary btn-lg w-100 mb-2"
          />
        </>
      )}
      {step === 'who' && (
        <>
          {select('gender')}
          {select('sexuality')}
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
          {select('reason')}
          {select('relationship_status')}
          <div className="row">
            <div className="col-sm-6">{select('hair_colour')}</div>
            <div className="col-sm-6">{select('eye_colour')}</div>
            <div className="col-sm-6">{select('body_type')}</div>
            <div className="col-sm-6">
              <TattoosSelect
                value={value('tattoos') as boolean | null}
                onChange={(v) => set({ tattoos: v })}
              />
            </div>
          </div>
          <InterestPicker value={interests} onChange={(v) => set({ interests: v })} />
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
