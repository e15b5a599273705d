import { useTranslation } from '../lib/i18n.tsx';

/** Previous / page numbers / next, around the current page (at most 7 buttons). */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 3, pages - 6));
  const numbers = Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
  const item = (
    target: number,
    label: string,
    opts: { active?: boolean; disabled?: boolean; aria?: string } = {},
  ) => (
    <li
      key={`${label}-${target}`}
      className={`page-item ${opts.active ? 'active' : ''} ${opts.disabled ? 'disabled' : ''}`}
    >
      <button
        type="button"
        className="page-link"
        onClick={() => onPage(target)}
        disabled={opts.disabled}
        aria-current={opts.active ? 'page' : undefined}
        aria-label={opts.aria}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('pagination.label')} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {item(page - 1, '‹', { disabled: page <= 1, aria: t('pagination.previous') })}
        {numbers.map((n) => item(n, String(n), { active: n === page }))}
        {item(page + 1, '›', { disabled: page >= pages, aria: t('pagination.next') })}
      </ul>
    </nav>
  );
}
