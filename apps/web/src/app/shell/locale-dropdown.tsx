import { isLocale, LOCALE_NAMES, visibleLocales } from '@amoret/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n.ts';
import { useSettings } from '../../lib/site/settings.ts';

/**
 * Language menu: the languages of the visitor's country (spec section 9), the current one always.
 * A small Bootstrap-styled menu of our own: compact on phones, and no popper code in the first load.
 */
export function LocaleDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  const locales = visibleLocales(settings.geoip_country, current);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLButtonElement>('.dropdown-item.active')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (locale: (typeof locales)[number]) => {
    setOpen(false);
    toggle.current?.focus();
    void changeLocale(locale);
  };

  return (
    <div className="dropdown" ref={root} data-testid="locale-dropdown">
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-secondary btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('nav.language')}: ${LOCALE_NAMES[current]}`}
        onClick={() => setOpen((o) => !o)}
      >
        {current.toUpperCase()}
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''}`}>
        {locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              className={`dropdown-item ${locale === current ? 'active' : ''}`}
              aria-current={locale === current}
              onClick={() => choose(locale)}
              data-locale={locale}
            >
              {LOCALE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
