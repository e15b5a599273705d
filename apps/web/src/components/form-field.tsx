import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  /** A hint under the field, shown while there is no error. */
  help?: string | undefined;
}

/** Label above, the control, and its error (Bootstrap's invalid-feedback) or hint under it. */
function Field({ id, label, error, help, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : (
        help && (
          <div id={`${id}-help`} className="form-text">
            {help}
          </div>
        )
      )}
    </div>
  );
}

/** What the control needs to be marked invalid and described by its error or hint. */
function controlProps({ id, error, help }: FieldFrame) {
  return {
    id,
    className: `form-control ${error ? 'is-invalid' : ''}`,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : help ? `${id}-help` : undefined,
  };
}

/** A labelled input with its error right under it. */
export function FormField({
  id,
  label,
  error,
  help,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { id, label, error, help };
  return (
    <Field {...frame}>
      <input {...controlProps(frame)} {...input} />
    </Field>
  );
}

/** A labelled text area with its error right under it. */
export function TextAreaField({
  id,
  label,
  error,
  help,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const frame = { id, label, error, help };
  return (
    <Field {...frame}>
      <textarea {...controlProps(frame)} {...textarea} />
    </Field>
  );
}
