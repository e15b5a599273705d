import type { ProfileCard } from '@amoret/shared';
import { createContext, useContext } from 'react';

/**
 * Opens the match modal ("New like!"); provided by the app shell. Without a profile the modal asks
 * GET /api/auto-like.php for one (the like modal of query parameter t).
 */
export const MatchModalContext = createContext<(profile?: ProfileCard) => void>(() => undefined);

export const useShowMatch = () => useContext(MatchModalContext);
