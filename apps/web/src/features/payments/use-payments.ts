import { type OrderBody, type OrderStatus, routes, type Transaction } from '@amoret/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/site/settings.ts';

/**
 * GET /api/packages.php for the page's payment country (settings' geoip_selected_country), priced
 * with a discount code when given (the server checks it; a refusal is not retried).
 */
export function usePackages(
  country?: string,
  discountCode?: string,
  /** Keep showing the last country's bundles while another country's load (no jump to a spinner). */
  keepPrevious = false,
) {
  const settings = useSettings();
  const paymentCountry = country ?? settings.geoip_selected_country;
  return useQuery({
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    queryKey: queryKeys.payments.packages(paymentCountry, discountCode),
    queryFn: () =>
      api.call(routes.payments.packages, {
        query: { country: paymentCountry, ...(discountCode && { discount_code: discountCode }) },
      }),
    staleTime: discountCode ? 0 : 5 * 60_000,
    retry: discountCode ? false : undefined,
  });
}

/**
 * POST /api/order.php, then on to the provider's checkout. The caller keeps one client_id per
 * attempt, so a double click or a retried request answers the same payment.
 */
export function useStartOrder() {
  const settings = useSettings();
  return useMutation({
    mutationFn: (body: Omit<OrderBody, 'country'>) =>
      api.call(routes.payments.order, { body: { ...body, country: settings.geoip_selected_country } }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}

const isOpen = (data: OrderStatus | undefined) =>
  data?.payment.status === 'open' || data?.payment.status === 'pending';

/**
 * GET /api/order.php: the payment's state (the server asks the provider while it is open); while it
 * is open or pending it is checked again every 3 seconds. The shell's member follows the answer.
 */
export function useOrderStatus(paymentId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.payments.order(paymentId),
    queryFn: async () => {
      const status = await api.call(routes.payments.orderStatus, { query: { payment_id: paymentId } });
      queryClient.setQueryData(queryKeys.accounts.currentUser(), (user: object | null | undefined) =>
        user ? { ...user, credits: status.balance, paid_user: status.paid_user } : user,
      );
      if (!isOpen(status))
        void queryClient.invalidateQueries({ queryKey: queryKeys.payments.transactions() });
      return status;
    },
    refetchInterval: (query) => (isOpen(query.state.data) ? 3000 : false),
  });
}

/** The newest completed purchase of each bundle and method: what /credits/repeat-order offers again. */
export function earlierOrders(transactions: Transaction[]): Transaction[] {
  const seen = new Set<string>();
  return transactions.filter((tx) => {
    const key = `${tx.package_id}:${tx.method}`;
    if (tx.status !== 'paid' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the member has a purchase to order again (the link to /credits/repeat-order shows then). */
export function useHasEarlierOrders(): boolean {
  const transactions = useTransactions().data;
  return transactions !== undefined && earlierOrders(transactions).length > 0;
}

export function useTransactions() {
  return useQuery({
    queryKey: queryKeys.payments.transactions(),
    queryFn: async () => (await api.call(routes.payments.transactions)).transactions,
  });
}

export function useTransaction(id: number) {
  return useQuery({
    queryKey: queryKeys.payments.transaction(id),
    queryFn: async () => (await api.call(routes.payments.transaction, { query: { id } })).transaction,
    retry: false,
  });
}
