import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PlainLink } from './plain-link.tsx';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  /** A page: the item is a link (it opens in a new tab too). */
  to?: string;
  onSelect?: () => void;
  active?: boolean;
  lang?: string;
  testId?: string;
}

/**
 * A small Bootstrap-styled menu: toggle button, items (Tab or the arrow keys move between them),
 * closes on choice, outside click or Escape (focus back on the toggle). No popper: menus here sit
 * under their button at the end.
 */
export function DropdownMenu(props: {
  label: ReactNode;
  ariaLabel: string;
  items: DropdownItem[];
  buttonClass?: string;
  testId?: string;
  /** False for an icon button that needs no arrow. */
  caret?: boolean;
}) {
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
        return;
      }
      // Arrow keys (and Home/End) move between the items as well as Tab does.
      const items = [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const last = items.length - 1;
      const to = { ArrowDown: at + 1, ArrowUp: at < 0 ? last : at - 1, Home: 0, End: last }[e.key];
      if (to === undefined || items.length === 0) return;
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    const first =
      root.current?.querySelector<HTMLElement>('.dropdown-item.active') ??
      root.current?.querySelector<HTMLElement>('.dropdown-item');
    first?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root} data-testid={props.testId}>
      <button
        ref={toggle}
        type="button"
        className={`btn btn-sm ${props.caret === false ? '' : 'dropdown-toggle'} ${props.buttonClass ?? 'btn-outline-secondary'}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={props.ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {props.label}
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''}`}>
        {props.items.map((item) => (
          <li key={item.key}>
            {item.to ? (
              <PlainLink
                to={item.to}
                className={`dropdown-item ${item.active ? 'active' : ''}`}
                data-testid={item.testId}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </PlainLink>
            ) : (
              <button
                type="button"
                lang={item.lang}
                className={`dropdown-item ${item.active ? 'active' : ''}`}
                aria-current={item.active || undefined}
                data-testid={item.testId}
                onClick={() => {
                  setOpen(false);
                  toggle.current?.focus();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
