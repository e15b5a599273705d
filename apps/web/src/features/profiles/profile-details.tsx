import type { OwnProfile, ProfileUpdate } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BirthDateField } from '../../components/birth-date-field.tsx';
import { FormField } from '../../components/form-field.tsx';
import { LocationFields } from '../../components/location-fields.tsx';
import {
  InterestPicker,
  type OptionField,
  ProfileSelect,
  TattoosSelect,
} from '../../components/profile-fields.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { saveOwnProfile, useOwnProfile } from '../../lib/own-profile.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/site/settings.ts';

const SELECTS: OptionField[] = [
  'gender',
  'sexuality',
  'reason',
  'relationship_status',
  'hair_colour',
  'eye_colour',
  'body_type',
];

/** Every profile attribute the site shows (its visible_profile_fields), editable in one form. */
export function ProfileDetails() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const queryClient = useQueryClient();
  const profile = useOwnProfile();
  const [draft, setDraft] = useState<ProfileUpdate>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  if (!profile.data) return null;

  const visible = new Set(settings.visible_profile_fields);
  const value = { ...profile.data, ...draft } as OwnProfile;
  const set = (changes: ProfileUpdate) => setDraft((d) => ({ ...d, ...changes }));
  const save = async () => {
    setState('saving');
    setErrors({});
    try {
      await saveOwnProfile(draft);
      await profile.refetch();
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() });
      setDraft({});
      setState('saved');
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      setState('failed');
    }
  };

  return (
    <section className="card mb-4" aria-labelledby="details-title" data-testid="profile-details">
      <div className="card-body">
        <h2 id="details-title" className="h5 mb-3">
          {t('profile.details')}
        </h2>
        <div className="row">
          <div className="col-sm-6">
            <FormField
              id="profile-name"
              label={t('profile.fields.name')}
              value={value.name}
              maxLength={40}
              error={errors.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </div>
          <div className="col-sm-6">
            <BirthDateField
              id="profile-dob"
              label={t('profile.fields.date_of_birth')}
              value={value.date_of_birth}
              error={errors.date_of_birth}
              onChange={(date) => set({ date_of_birth: date })}
            />
          </div>
          {SELECTS.filter((f) => visible.has(f)).map((field) => (
            <div className="col-sm-6" key={field}>
              <ProfileSelect
                field={field}
                value={value[field]}
                onChange={(v) => set({ [field]: v || undefined })}
              />
              <ProfileNote field={field} />
            </div>
          ))}
          {visible.has('tattoos') && (
            <div className="col-sm-6">
              <TattoosSelect value={value.tattoos} onChange={(v) => set({ tattoos: v })} />
              <ProfileNote field="tattoos" />
            </div>
          )}
        </div>
        {(visible.has('country') || visible.has('region') || visible.has('city')) && (
          <LocationFields
            country={value.country ?? ''}
            region={value.region ?? ''}
            city={value.city ?? ''}
            onChange={(changes) => set(changes as ProfileUpdate)}
          />
        )}
        <ProfileNote field="city" />
        {visible.has('interests') && (
          <InterestPicker
            value={value.interests}
            onChange={(v) => set({ interests: v as ProfileUpdate['interests'] })}
          />
        )}
        <ProfileNote field="interests" />
        <button
          type="button"
          className="btn btn-primary"
          onClick={save}
          disabled={state === 'saving' || Object.keys(draft).length === 0}
          data-testid="profile-save"
        >
          {t('settings.save')}
        </button>
        <span className="small ms-3" role="status">
          {state === 'saved' && <span className="text-success">{t('settings.saved')}</span>}
          {state === 'failed' && (
            <span className="text-danger">{Object.values(errors)[0] ?? t('errors.generic')}</span>
          )}
        </span>
      </div>
    </section>
  );
}

/** The site's explanatory note under a field, for the fields its visible_profile_notes lists. */
function ProfileNote({ field }: { field: string }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  if (!settings.visible_profile_notes.includes(field)) return null;
  return (
    <p className="form-text mt-n2 mb-3" data-testid={`profile-note-${field}`}>
      {t(`profile.notes.${field}`, { siteName: settings.name })}
    </p>
  );
}
