import type { CompanyInfo } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http-client.ts';

/** GET /api/companyinfo.php, loaded once. */
export function useCompanyInfo() {
  return useQuery({
    queryKey: ['companyinfo'],
    queryFn: async () =>
      (await http.request<{ companyinfo: CompanyInfo }>('/api/companyinfo.php')).companyinfo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
