/** A left chevron, drawn as SVG (no icon library for a handful of shapes). */
export const BACK_ICON_PATH = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';

/** The chevron of a Back control; decorative: the control carries the label. */
export function BackIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={BACK_ICON_PATH} />
    </svg>
  );
}
