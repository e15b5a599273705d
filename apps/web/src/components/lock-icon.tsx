/** A padlock drawn as SVG (an emoji is a missing glyph on devices without an emoji font). */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9zm3 3.5a1.75 1.75 0 0 1 1 3.19V18h-2v-1.31a1.75 1.75 0 0 1 1-3.19z" />
    </svg>
  );
}
