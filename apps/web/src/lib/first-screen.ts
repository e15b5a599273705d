import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/** What the server inlined (apps/server/src/modules/landers/first-screen-faces.ts). */
interface InlinedFaces {
  endpoint: 'profiles' | 'map';
  query: object;
  data: unknown;
}

/**
 * The faces the home page or a lander shows first, answered by the server inside index.html: put
 * into the query cache under the key the page's own call has (`useLanderProfiles`, `useLanderMap`),
 * so the first screen is drawn without waiting for an API call. A page whose call differs (a visitor
 * with a traffic source) simply asks the server itself.
 */
export function seedFirstScreen(queryClient: QueryClient) {
  const element = document.getElementById('amoret-first-screen');
  if (!element?.textContent) return;
  try {
    const { endpoint, query, data } = JSON.parse(element.textContent) as InlinedFaces;
    const key = endpoint === 'map' ? queryKeys.landers.map(query) : queryKeys.landers.profiles(query);
    queryClient.setQueryData(key, data);
  } catch {
    // Unreadable: the page fetches its faces as it would without.
  }
}
