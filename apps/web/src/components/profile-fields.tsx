import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTEREST_KEYS,
  JOIN_REASONS,
  MAX_INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amoret/shared';
import { useTranslation } from '../lib/i18n.tsx';
import { useInterestLabel } from '../lib/site/interests.ts';
import { SelectField } from './select-field.tsx';

/** The profile attributes chosen from a list, with their options. */
export const OPTION_FIELDS = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  reason: JOIN_REASONS,
  relationship_status: RELATIONSHIP_STATUSES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
} as const;
export type OptionField = keyof typeof OPTION_FIELDS;

/** One list attribute as a labelled select with translated options. */
export function ProfileSelect(props: {
  field: OptionField;
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`profile-${props.field}`}
      label={t(`profile.fields.${props.field}`)}
      emptyLabel={t('profile.choose')}
      options={OPTION_FIELDS[props.field].map((v): [string, string] => [
        v,
        t(`profile.options.${props.field}.${v}`),
      ])}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** Tattoos: yes, no, or not said. */
export function TattoosSelect(props: {
  value: boolean | null | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id="profile-tattoos"
      label={t('profile.fields.tattoos')}
      emptyLabel={t('profile.choose')}
      options={[
        ['yes', t('profile.options.tattoos.yes')],
        ['no', t('profile.options.tattoos.no')],
      ]}
      value={props.value == null ? '' : props.value ? 'yes' : 'no'}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value === 'yes')}
    />
  );
}

/** Interests as toggle chips, at most MAX_INTERESTS. */
export function InterestPicker(props: { value: readonly string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const labelOf = useInterestLabel();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('profile.fields.interests')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {INTEREST_KEYS.map((key) => {
          const on = props.value.includes(key);
          return (
            <button
              key={key}
              type="button"
              className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={on}
              disabled={!on && props.value.length >= MAX_INTERESTS}
              onClick={() =>
                props.onChange(on ? props.value.filter((i) => i !== key) : [...props.value, key])
              }
            >
              {labelOf(key)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
