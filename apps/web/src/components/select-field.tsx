import type { SelectHTMLAttributes } from 'react';

/** A labelled select whose first, empty option reads `emptyLabel` ("Choose…"); options as value → label. */
export function SelectField({
  id,
  label,
  options,
  emptyLabel,
  ...select
}: {
  id: string;
  label: string;
  options: [string, string][];
  emptyLabel: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" {...select}>
        <option value="">{emptyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
