import type { ProfileUpdate } from '@amoret/shared';
import { useState } from 'react';
import { LocationFields } from '../../components/location-fields.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { saveOwnProfile, useOwnProfile } from '../../lib/own-profile.ts';
import { SettingsCard } from './settings-card.tsx';

/** Where the member lives, with the "use my location" button. */
export function LocationSection() {
  const { t } = useTranslation('account');
  const profile = useOwnProfile();
  const [draft, setDraft] = useState<ProfileUpdate>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  if (!profile.data) return null;
  const value = { ...profile.data, ...draft };

  const save = async () => {
    setState('saving');
    try {
      await saveOwnProfile(draft);
      await profile.refetch();
      setDraft({});
      setState('saved');
    } catch (e) {
      setState(e instanceof ApiError ? (Object.values(e.fields ?? {})[0] ?? e.message) : t('errors.generic'));
    }
  };

  return (
    <SettingsCard name="location" title={t('signup.about.where')}>
      <LocationFields
        country={value.country ?? ''}
        region={value.region ?? ''}
        city={value.city ?? ''}
        onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))}
      />
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={save}
        disabled={state === 'saving' || Object.keys(draft).length === 0}
      >
        {t('settings.save')}
      </button>
      <p className="small mt-2 mb-0" role="status">
        {state === 'saved' && <span className="text-success">{t('settings.saved')}</span>}
        {!['idle', 'saving', 'saved'].includes(state) && <span className="text-danger">{state}</span>}
      </p>
    </SettingsCard>
  );
}
