import { QueryClient } from '@tanstack/react-query';

/** Retries are done by the HTTP client (5, exponential), so queries do not retry again on top. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
