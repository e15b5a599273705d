// Inside the script itself (a few hundred bytes): the header draws it without a request.
import heartMark from '../assets/heart.svg?inline';
import { useSettings } from '../lib/site/settings.ts';
import { PlainLink } from './plain-link.tsx';

/** The site's own name with the heart mark; every site shows its own name. */
export function SiteBrand({
  className = 'navbar-brand d-flex',
  to = '/',
}: {
  className?: string;
  to?: string;
}) {
  const { name } = useSettings();
  return (
    <PlainLink
      to={to}
      className={`site-brand align-items-center gap-2 ${className}`}
      data-testid="site-brand"
    >
      <img src={heartMark} alt="" width="28" height="28" />
      <span>{name}</span>
    </PlainLink>
  );
}
