import type { PaymentMethod } from '@amoret/shared';
import { useTranslation } from '../../lib/i18n.tsx';

/** The payment country's methods, as quiet labels. */
export function MethodBadges({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation('payments');
  return (
    <ul className="list-inline mb-0 d-flex flex-wrap gap-2">
      {methods.map((m) => (
        <li key={m} className="badge rounded-pill text-bg-light border fw-normal px-3 py-2">
          {t(`methods.${m}`)}
        </li>
      ))}
    </ul>
  );
}
