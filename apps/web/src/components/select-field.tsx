import type { SelectHTMLAttributes } from 'react';

/** A labelled select with an empty "choose" option, the options given as value → label. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  ...select
}: {
  id: string;
  label: string;
  options: [string, string][];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" {...select}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
