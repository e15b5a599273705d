import type { CompanyInfo, OwnProfile, User } from '@amoret/shared';
import type { QueryClient } from '@tanstack/react-query';
import { seedCountryNames } from './intl.ts';
import { queryKeys } from './query-keys.ts';

/** What the server inlined (apps/server/src/modules/sites/page-boot.ts). */
interface FirstScreen {
  /** The site's countries' names in the page's starting language. */
  countryNames?: { language: string; names: Record<string, string> };
  /** The GET /api/companyinfo.php answer's company (the footer's). */
  companyInfo?: CompanyInfo;
  /** The GET /api/user.php answer's member (null: a visitor); missing when the server left it out. */
  user?: User | null;
  /** The member's GET /api/profile.php answer's profile. */
  ownProfile?: OwnProfile;
  /** `/members`' first GET /api/search.php (modules/members/first-search.ts). */
  search?: { query: object; data: unknown };
  /** The faces call of the home page or a lander (modules/landers/first-screen-faces.ts). */
  faces?: { endpoint: 'profiles' | 'map'; query: object; data: unknown };
  /**
   * A visitor's profile page's GET /api/member.php (`view`), or a member landing or signup page's GET
   * /api/member-card.php (`card`) (modules/members/first-member.ts).
   */
  member?: { call: 'view' | 'card'; id: number; data: unknown };
}

/**
 * What the first screen needs, answered by the server inside index.html: put into the query cache
 * under the keys the page's own calls have (`useUser`, `useOwnProfile`, `useSearch`,
 * `useLanderProfiles`, `useLanderMap`, `useCompanyInfo`, `useMember`, `useMemberCard`), so the
 * page is drawn without waiting for them. A page whose call differs (a visitor with a traffic source)
 * simply asks the server itself.
 */
export function seedFirstScreen(queryClient: QueryClient) {
  const element = document.getElementById('amoret-first-screen');
  if (!element?.textContent) return;
  let inlined: FirstScreen;
  try {
    inlined = JSON.parse(element.textContent) as FirstScreen;
  } catch {
    return; // Unreadable: the page asks for everything as it would without.
  }
  if (inlined.countryNames) seedCountryNames(inlined.countryNames.language, inlined.countryNames.names);
  if (inlined.companyInfo) queryClient.setQueryData(queryKeys.sites.companyInfo(), inlined.companyInfo);
  if (inlined.user !== undefined) queryClient.setQueryData(queryKeys.accounts.currentUser(), inlined.user);
  if (inlined.ownProfile) queryClient.setQueryData(queryKeys.profiles.own(), inlined.ownProfile);
  if (inlined.search)
    queryClient.setQueryData(queryKeys.members.search(inlined.search.query), inlined.search.data);
  const { member } = inlined;
  if (member) {
    const key =
      member.call === 'view' ? queryKeys.members.view(member.id) : queryKeys.members.card(member.id);
    queryClient.setQueryData(key, member.data);
  }
  const { faces } = inlined;
  if (faces) {
    const { endpoint, query, data } = faces;
    queryClient.setQueryData(
      endpoint === 'map' ? queryKeys.landers.map(query) : queryKeys.landers.profiles(query),
      data,
    );
  }
}
