import { useSettings } from '../lib/site/settings.ts';

/** The site's fictional icon in the corner of a fictional profile's photo, always visible. */
export function FictionalBadge({ className = '' }: { className?: string }) {
  const settings = useSettings();
  return (
    <img
      src={settings.fictional_icon}
      alt={settings.fictional_warning_singular}
      title={settings.fictional_warning_singular}
      className={`fictional-badge ${className}`}
      data-testid="fictional-badge"
      width={28}
      height={28}
      // A small mark beside the photo that is the first screen's largest paint: it must not take
      // the phone's connection or bandwidth from that photo and the page's scripts.
      fetchPriority="low"
    />
  );
}

/** The site's fictional warning under a list or profile that shows fictional profiles. */
export function FictionalNotice({ count }: { count: number }) {
  const settings = useSettings();
  if (count === 0) return null;
  return (
    <p
      className="small text-body-secondary d-flex align-items-start gap-2 mt-3"
      data-testid="fictional-notice"
    >
      <img
        src={settings.fictional_icon}
        alt=""
        width={18}
        height={18}
        className="flex-shrink-0 mt-1"
        fetchPriority="low"
      />
      <span>
        {count === 1 ? settings.fictional_warning_singular : settings.fictional_warning_plural}{' '}
        {settings.fictional_warning}
      </span>
    </p>
  );
}
