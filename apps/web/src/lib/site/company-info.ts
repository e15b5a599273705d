import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { whenPageLoaded } from '../page-loaded.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companyinfo.php, loaded once. */
export function useCompanyInfo() {
  return useQuery({
    queryKey: queryKeys.sites.companyInfo(),
    queryFn: async () => {
      await whenPageLoaded();
      return (await api.call(routes.sites.companyInfo)).companyinfo;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
