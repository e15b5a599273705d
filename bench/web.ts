/**
 * `npm run bench:web`: Lighthouse (mobile preset: Moto G Power screen, simulated slow 4G and a 4×
 * slower CPU) on the built web app as production serves it, 3 runs per page, the median of each
 * figure. Debian's Chromium (`CHROMIUM_PATH`, /usr/bin/chromium) through chrome-launcher.
 *
 * The server runs in a process of its own on its own embedded PostgreSQL (`var/pg-bench-web`,
 * BENCH_PG_PORT, default 54338) on BENCH_PORT (default 3203), demo data with 200 profiles per site.
 * Needs `npm run build` first. Goals (issue 14/15): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
 * CLS ≤ 0.05, accessibility 100. BENCH_RUNS changes the runs per page, BENCH_PAGES picks pages
 * (comma list of the labels below), BENCH_SAVE=<dir> keeps each run's full Lighthouse result,
 * BENCH_CPU_SLOWDOWN=<n> looks at the pages with another CPU slowdown than the preset's (below).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  CHROME_FLAGS,
  chromePath,
  median,
  origin,
  signIn,
  startWebServer,
  stopWebServer,
} from './web-server.ts';

/** BENCH_SAVE=<dir>: every run's Lighthouse result (JSON) is kept there, to look into. */
const saveDir = process.env.BENCH_SAVE;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * BENCH_CPU_SLOWDOWN=<n>: the preset's CPU slowdown (4) replaced by n, to see on a fast machine what a
 * slower one shows with the preset (a machine of half the CPU index at 4× is about this one at 8×).
 * For looking into a page only: the goals are judged with the preset.
 */
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0);

interface Page {
  label: string;
  path: string;
  signedIn?: boolean;
}
const PAGES: Page[] = [
  { label: 'home', path: '/' },
  { label: 'members', path: '/members' },
  { label: 'members (signed in)', path: '/members', signedIn: true },
  { label: 'login', path: '/login' },
  // The nine lander designs (issue 15).
  { label: 'tinderswipe', path: '/landers/tinderswipe' },
  { label: 'gallery', path: '/landers/gallery' },
  { label: 'maplanding', path: '/landers/maplanding' },
  { label: 'alonetonight', path: '/landers/alonetonight' },
  { label: 'collagelanding', path: '/landers/collagelanding' },
  { label: 'iconslanding', path: '/landers/iconslanding' },
  { label: 'socialnetwork', path: '/landers/socialnetwork' },
  { label: 'transitionsvideolanding', path: '/landers/transitionsvideolanding' },
  { label: 'video', path: '/landers/video' },
  // A demo profile's own pages, whose largest paint is the member's photo (`{profile}`: its id).
  { label: 'profile', path: '/members/{profile}' },
  { label: 'member landing', path: '/members/{profile}/landing' },
];

/** The id of a profile the landers show (a fictional one: visitors may open it on every site). */
async function landerProfileId(): Promise<number> {
  const answer = await fetch(`${origin}/api/lander-profiles.php?limit=1`);
  const { profiles } = (await answer.json()) as { profiles: { id: number }[] };
  return profiles[0]!.id;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  js: number;
  /** Lighthouse's measure of the host's CPU (higher is faster); TBT and LCP scale with it. */
  cpu: number;
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    js: scripts?.transferSize ?? Number.NaN,
    cpu: lhr.environment.benchmarkIndex,
  };
}

async function audit(page: Page, cookie: string): Promise<Figures> {
  const results: Figures[] = [];
  // A run the loaded machine spoiled (Lighthouse's NO_FCP and the like) is tried again, twice at most.
  for (let i = 0, failures = 0; i < runs; i++) {
    // A fresh browser per run: nothing cached from the run before.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        // Merged into the preset's throttling: only the CPU's slowdown changes.
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      const error = result ? result.lhr.runtimeError?.message : 'no result';
      if (error) {
        if (++failures > 2) throw new Error(`${page.label}: ${error}`);
        console.error(`${page.label}: run failed (${error}), trying again`);
        i--;
      } else {
        results.push(figuresOf(result!.lhr));
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          const name = `${page.label.replace(/\W+/g, '-')}-${results.length}.json`;
          writeFileSync(path.join(saveDir, name), JSON.stringify(result!.lhr));
        }
      }
    } finally {
      chrome.kill();
    }
  }
  const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    js: pick('js'),
    cpu: pick('cpu'),
  };
}

/**
 * Asks for each page and the files it names a few times before the first audit, as a browser
 * would: a server that has just started compiles its code on the first requests (the first audit
 * of a run measured 114 ms of server time per request where the others measured 2-30 ms, and
 * Lighthouse adds that to every request it simulates). A deployed server is warm.
 */
async function warmUp(pages: Page[], cookie: string) {
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (let round = 0; round < 5; round++)
    for (const page of pages) {
      const headers = { ...asBrowser, ...(page.signedIn ? { cookie } : {}) };
      const html = await (await fetch(`${origin}${page.path}`, { headers })).text();
      const files = [...html.matchAll(/(?:href|src)="(\/(?:assets|uploads|img)\/[^"]+)"/g)].map((m) => m[1]);
      await Promise.all(
        files.map(async (file) => (await fetch(`${origin}${file}`, { headers })).arrayBuffer()),
      );
    }
}

const app = await startWebServer();
try {
  const cookie = await signIn();
  const wanted = process.env.BENCH_PAGES?.split(',');
  const profileId = await landerProfileId();
  const pages = (wanted ? PAGES.filter((p) => wanted.includes(p.label)) : PAGES).map((p) => ({
    ...p,
    path: p.path.replace('{profile}', String(profileId)),
  }));
  await warmUp(pages, cookie);
  console.log(`Lighthouse mobile, ${runs} runs per page, median of each figure; ${origin}\n`);
  console.log('| page | performance | accessibility | LCP | TBT | CLS | FCP | JS transferred | CPU index |');
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const page of pages) {
    const f = await audit(page, cookie);
    console.log(
      `| ${page.label} \`${page.path}\` | ${f.performance} | ${f.accessibility} | ${(f.lcp / 1000).toFixed(2)} s | ` +
        `${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.js / 1024).toFixed(1)} KiB | ${Math.round(f.cpu)} |`,
    );
  }
  console.log('\nGoals: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05');
} finally {
  await stopWebServer(app);
}
