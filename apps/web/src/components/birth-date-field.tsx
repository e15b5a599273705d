import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n.tsx';

interface Parts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: Parts = { day: '', month: '', year: '' };
/** The oldest age the year list offers. */
const OLDEST = 100;
/** The youngest: members are adults (the server checks the site's minimum age). */
const YOUNGEST = 18;

function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) } : EMPTY;
}

/** `YYYY-MM-DD` once all three are chosen, else '' (the shared schema then says what is missing). */
function join({ day, month, year }: Parts): string {
  if (!day || !month || !year) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Day, month and year in the order the language writes them (nl: 3 april 1992; en-US would differ). */
function orderFor(locale: string): (keyof Parts)[] {
  const order = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2000, 3, 3)))
    .map((part) => part.type)
    .filter((type): type is keyof Parts => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/**
 * A date of birth as three selects in the site's language (month names, field order), so the field
 * reads the same whatever the browser's own locale is; `<input type="date">` follows the browser.
 * The value is `YYYY-MM-DD`, or '' while incomplete.
 */
export function BirthDateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [parts, setParts] = useState(() => split(value));
  // A value set from outside (a loaded profile, a reset form) replaces what was picked.
  useEffect(() => {
    setParts((current) => (value === join(current) ? current : split(value)));
  }, [value]);

  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => [String(i + 1), name.format(new Date(Date.UTC(2000, i, 1)))]);
  }, [locale]);
  const thisYear = new Date().getFullYear();
  const options: Record<keyof Parts, string[][]> = {
    day: Array.from({ length: 31 }, (_, i) => [String(i + 1), String(i + 1)]),
    month: months,
    year: Array.from({ length: OLDEST - YOUNGEST + 1 }, (_, i) => {
      const year = String(thisYear - YOUNGEST - i);
      return [year, year];
    }),
  };

  const change = (part: keyof Parts, picked: string) => {
    const next = { ...parts, [part]: picked };
    setParts(next);
    onChange(join(next));
  };
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className="mb-3" aria-describedby={describedBy} data-testid={`${id}-field`}>
      <legend className="form-label fs-6 mb-2">{label}</legend>
      <div className="d-flex gap-2">
        {orderFor(locale).map((part, index) => (
          <div key={part} className={`birth-date-${part}`}>
            <label htmlFor={index === 0 ? id : `${id}-${part}`} className="visually-hidden">
              {t(`birthDate.${part}`)}
            </label>
            <select
              id={index === 0 ? id : `${id}-${part}`}
              className={`form-select ${error ? 'is-invalid' : ''}`}
              value={parts[part]}
              aria-invalid={!!error}
              autoComplete={`bday-${part}`}
              onChange={(event) => change(part, event.target.value)}
              onBlur={onBlur}
            >
              <option value="">{t(`birthDate.${part}`)}</option>
              {options[part].map(([optionValue, text]) => (
                <option key={optionValue} value={optionValue}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
