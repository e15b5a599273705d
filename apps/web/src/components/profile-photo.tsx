import { usePageLoaded } from '../lib/page-loaded.ts';

/** A square profile photo, or a soft placeholder with the initial when there is none. */
export function ProfilePhoto({
  src,
  name,
  className = '',
  priority = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  /** On the first screen (the hero, the first photos of a grid): fetched at once and first, not lazily. */
  priority?: boolean;
}) {
  // Photos below the first screen start after the first page load: on a slow connection they would
  // share it with the first screen's scripts and photos (the browser's lazy loading starts them
  // well before they are in view). Until then the box is the empty square.
  const pageLoaded = usePageLoaded();
  if (src) {
    // The box is reserved by CSS (.profile-photo: full width, square) before the file arrives.
    return (
      <img
        src={priority || pageLoaded ? src : undefined}
        alt={name}
        className={`profile-photo ${className}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // A first-screen photo is drawn in the frame it arrives in (async decoding paints it a frame later).
        decoding={priority ? 'auto' : 'async'}
      />
    );
  }
  return (
    <div className={`profile-photo profile-photo--empty ${className}`} role="img" aria-label={name}>
      <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
    </div>
  );
}

/** The green dot of a member with the site open now (presence), with its meaning for screen readers. */
export function OnlineDot({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span className={`online-dot ${className}`} title={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
