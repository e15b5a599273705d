import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button: disabled with a spinner while the form is being sent, so a double click
 * sends once and the member sees that something happens.
 */
export function SubmitButton({
  busy,
  className = 'btn btn-primary btn-lg w-100',
  children,
  ...button
}: { busy: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'>) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy} {...button}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
