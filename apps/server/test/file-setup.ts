import { beforeAll } from 'vitest';
import { clearLanderCache } from '../src/modules/landers/lander-profiles.service.ts';
import { clearSearchCounts } from '../src/modules/members/search.service.ts';

// API test files share their worker's modules (vitest.config.ts: isolate false), and each file has its
// own database whose ids start again at 1: the per-process caches keyed by site must not carry one
// file's answers into the next.
beforeAll(() => {
  clearLanderCache();
  clearSearchCounts();
});
