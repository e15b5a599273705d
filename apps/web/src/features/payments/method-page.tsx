import { MembersOnly } from '../../components/members-only.tsx';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { MethodChoice } from './method-choice.tsx';
import { PaymentResult } from './payment-result.tsx';

/**
 * /credits/{id}/{paymentmethod?}: the method choice for bundle `id`; back from the provider
 * (`?payment_id=`), the payment's result.
 */
export default function MethodPage() {
  const [search] = useSearchParams();
  const paymentId = Number(search.get('payment_id'));
  return (
    <MembersOnly>
      {Number.isSafeInteger(paymentId) && paymentId > 0 ? (
        <PaymentResult paymentId={paymentId} />
      ) : (
        <MethodChoice />
      )}
    </MembersOnly>
  );
}
