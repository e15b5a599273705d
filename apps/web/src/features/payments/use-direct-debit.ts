import { type DirectDebitBody, type DirectDebitSmsBody, routes } from '@amoret/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/site/settings.ts';

/** GET /api/directdebit.php: blocked or not, the monthly limit and what is left of it. */
export function useDirectDebitStatus() {
  return useQuery({
    queryKey: queryKeys.payments.directDebit(),
    queryFn: () => api.call(routes.directDebit.status),
  });
}

/** POST /api/directdebit-sms.php: a code texted to the number (in the page's payment country). */
export function useSendSmsCode() {
  const settings = useSettings();
  return useMutation({
    mutationFn: (body: Omit<DirectDebitSmsBody, 'country'>) =>
      api.call(routes.directDebit.sendCode, { body: { ...body, country: settings.geoip_selected_country } }),
  });
}

/** POST /api/directdebit.php: sign the mandate and start the payment (one client_id per attempt). */
export function useStartDirectDebit() {
  const settings = useSettings();
  return useMutation({
    mutationFn: (body: Omit<DirectDebitBody, 'country'>) =>
      api.call(routes.directDebit.start, { body: { ...body, country: settings.geoip_selected_country } }),
  });
}
