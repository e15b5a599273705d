import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = { busy: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'>;

/**
 * A button that is disabled with a spinner while what it started is under way, so a double click
 * starts it once and the member sees that something happens (a form's send, the next page of a list).
 */
export function BusyButton({ busy, type = 'button', className, children, ...button }: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={busy} aria-busy={busy} {...button}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A form's submit button (`BusyButton` while the form is being sent). */
export function SubmitButton({
  className = 'btn btn-primary btn-lg w-100',
  ...button
}: Omit<BusyButtonProps, 'type'>) {
  return <BusyButton type="submit" className={className} {...button} />;
}
