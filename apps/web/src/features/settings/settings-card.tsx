import type { ReactNode } from 'react';

/**
 * One section of the settings page: a card named by its heading (`settings-<name>`); `anchor` is the
 * id a link elsewhere jumps to (`/settings#notifications`).
 */
export function SettingsCard({
  name,
  anchor,
  title,
  children,
}: {
  name: string;
  anchor?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card mb-4" aria-labelledby={`settings-${name}`} id={anchor}>
      <div className="card-body">
        <h2 id={`settings-${name}`} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
