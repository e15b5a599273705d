/**
 * Query keys, one factory per feature (named like the contract's groups). Kept in one place because
 * features invalidate each other's data (a like refreshes the open profile) without importing each
 * other.
 */
export const queryKeys = {
  accounts: {
    currentUser: () => ['user'] as const,
    reactivation: (token: string) => ['reactivation', token] as const,
  },
  sites: { companyInfo: () => ['companyinfo'] as const },
  reference: {
    interests: (lang: string) => ['interests', lang] as const,
    regions: (lang: string) => ['regions', lang] as const,
  },
  profiles: { own: () => ['own-profile'] as const },
  photos: { own: () => ['own-photos'] as const },
  members: {
    /** Every open profile. */
    views: () => ['member'] as const,
    view: (id: number) => ['member', id] as const,
    card: (id: number) => ['member-card', id] as const,
    /** Every search; with a query, that one. */
    search: (query?: object) => (query ? (['search', query] as const) : (['search'] as const)),
  },
  likes: {
    /** The entries (badge, hearts, tab counts); as a prefix also every page of cards. */
    list: () => ['likes'] as const,
    /** The cards of a likes tab, a page at a time. */
    pages: (type: string) => ['likes', 'pages', type] as const,
  },
  chats: {
    list: () => ['chats'] as const,
    /** Every open conversation. */
    conversations: () => ['chat'] as const,
    /** One conversation, by its id or by the other member's profile (before the first message). */
    conversation: (ref: { conversation: number } | { profile: number }) =>
      'conversation' in ref
        ? (['chat', 'conversation', ref.conversation] as const)
        : (['chat', 'profile', ref.profile] as const),
    /** The catalogues come translated: one entry per language. */
    gifts: (lang: string) => ['gifts', lang] as const,
    icebreakers: (lang: string) => ['icebreakers', lang] as const,
  },
  matchFinder: { matches: () => ['match-finder'] as const },
  landers: {
    profiles: (query: object) => ['lander-profiles', query] as const,
    map: (query: object) => ['lander-map', query] as const,
  },
  discounts: {
    welcome: (memberId: number, country: string) => ['discount-welcome', memberId, country] as const,
  },
  payments: {
    packages: (country: string, code?: string) => ['packages', country, code ?? null] as const,
    order: (paymentId: number) => ['order', paymentId] as const,
    transactions: () => ['transactions'] as const,
    transaction: (id: number) => ['transactions', id] as const,
    directDebit: () => ['directdebit'] as const,
  },
};
