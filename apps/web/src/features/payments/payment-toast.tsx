import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** A toast top-right (at most 350 px wide, spec section 9) that hides after 6 seconds. */
export function PaymentToast({ text }: { text: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), 6000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3" style={{ zIndex: 1090 }}>
      <div
        className="toast show text-bg-success border-0"
        role="status"
        aria-live="polite"
        data-testid="payment-toast"
      >
        <div className="d-flex">
          <div className="toast-body fw-semibold">{text}</div>
          <button
            type="button"
            className="btn-close btn-close-white me-2 m-auto"
            aria-label={t('common.close')}
            onClick={() => setShown(false)}
          />
        </div>
      </div>
    </div>
  );
}
