import { useMatches } from 'react-router';

/** Name of the current route from the spec's route table (e.g. `members-id`). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { name?: string } | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}
