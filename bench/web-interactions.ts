/**
 * `npm run bench:web-interactions`: how fast a phone answers a tap or a key, measured by Lighthouse
 * (a user flow's timespan: Lighthouse's mobile settings, Chromium's own 4× CPU slowdown and slow 4G,
 * since a timespan cannot be simulated) in Debian's Chromium driven by Puppeteer, on the built web app
 * as production serves it (bench/web-server.ts). Each flow loads its page at a phone's size, waits
 * until it has loaded, then records the interactions; the figure is Lighthouse's Interaction to Next
 * Paint (the slowest interaction of the timespan), with the blocking time and layout shift of the
 * same span. 3 runs per flow (BENCH_RUNS), the median; BENCH_FLOWS picks flows (comma list of labels).
 * Goal (issue 14, Core Web Vitals "good"): INP ≤ 200 ms.
 */
import { type Result, startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import {
  CHROME_FLAGS,
  chromePath,
  median,
  origin,
  signIn,
  startWebServer,
  stopWebServer,
} from './web-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);

interface Flow {
  label: string;
  path: string;
  signedIn?: boolean;
  /** What the visitor does; resolves once the page has answered the last of it. */
  interact: (page: Page) => Promise<void>;
}

/** Waits until the expression `check` holds in the page. */
const until = (page: Page, check: string) => page.waitForFunction(check, { timeout: 15_000 });

const FLOWS: Flow[] = [
  {
    label: 'like a card',
    path: '/members',
    signedIn: true,
    interact: async (page) => {
      const heart = '[data-testid="profile-card"] [data-testid="like-button"]';
      const before = await page.$eval(heart, (b) => b.getAttribute('aria-pressed'));
      await page.click(heart);
      await until(page, `document.querySelector('${heart}').getAttribute('aria-pressed') !== '${before}'`);
    },
  },
  {
    label: 'open a profile',
    path: '/members',
    signedIn: true,
    interact: async (page) => {
      await page.click('[data-testid="profile-card"] a');
      await page.waitForSelector('[data-testid="member-name"]');
    },
  },
  {
    label: 'search again',
    path: '/members',
    signedIn: true,
    interact: async (page) => {
      await page.click('#search-max_age', { count: 3 });
      await page.type('#search-max_age', '45');
      await page.click('[data-testid="search-submit"]');
      await until(page, `location.search.includes('45')`);
      await page.waitForNetworkIdle({ idleTime: 300 });
    },
  },
  {
    label: 'swipe',
    path: '/swipe-game',
    signedIn: true,
    interact: async (page) => {
      const card = '[data-testid="swipe-card"]';
      const first = await page.$eval(card, (c) => c.getAttribute('data-profile-id'));
      await page.click('[data-testid="swipe-pass"]');
      await until(page, `document.querySelector('${card}')?.getAttribute('data-profile-id') !== '${first}'`);
    },
  },
  {
    label: 'open a chat and type',
    path: '/chats',
    signedIn: true,
    interact: async (page) => {
      await page.click('[data-testid="chat-row"]');
      await page.waitForSelector('[data-testid="composer-input"]');
      await page.type('[data-testid="composer-input"]', 'Hoi Daan!', { delay: 50 });
    },
  },
  {
    label: 'sign up on a lander',
    path: '/landers/gallery',
    interact: async (page) => {
      // A phone goes to the signup page (a larger screen opens the signup modal).
      await page.click('[data-testid="cta-signup"]');
      await page.waitForSelector('main input[type="email"]', { visible: true });
    },
  },
];

interface Figures {
  inp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse says it applied (a timespan cannot be simulated: Chromium itself slows down). */
  throttling: string;
}

async function measure(flow: Flow, cookie: string): Promise<Figures> {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: nothing cached from the run before.
    const browser = await puppeteer.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS,
      headless: true,
    });
    try {
      const page = await browser.newPage();
      // Lighthouse's mobile screen (Moto G Power), set here so the page loads at the size it is measured at.
      await page.emulate({
        userAgent: await browser.userAgent(),
        viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      });
      // A member who has been here before has answered the adults-only warning.
      await page.evaluateOnNewDocument(() =>
        localStorage.setItem('hide-site-entry-warning', String(Date.now())),
      );
      if (flow.signedIn) {
        const [name, value] = cookie.split('=') as [string, string];
        await browser.setCookie({ name, value, domain: 'localhost', path: '/' });
      }
      await page.goto(`${origin}${flow.path}`, { waitUntil: 'networkidle0' });
      const lighthouseFlow = await startFlow(page, {
        flags: { screenEmulation: { disabled: true }, logLevel: 'error' },
      });
      await lighthouseFlow.startTimespan({ name: flow.label });
      await flow.interact(page);
      await lighthouseFlow.endTimespan();
      const lhr: Result = (await lighthouseFlow.createFlowResult()).steps[0]!.lhr;
      const { throttlingMethod, throttling } = lhr.configSettings;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        inp: audit('interaction-to-next-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        throttling: `${throttlingMethod} throttling, CPU ${throttling.cpuSlowdownMultiplier}× slower`,
      });
    } finally {
      await browser.close();
    }
  }
  return {
    inp: median(results.map((r) => r.inp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    throttling: results[0]!.throttling,
  };
}

const app = await startWebServer();
try {
  const cookie = await signIn();
  const wanted = process.env.BENCH_FLOWS?.split(',');
  const flows = wanted ? FLOWS.filter((f) => wanted.includes(f.label)) : FLOWS;
  console.log(`Lighthouse timespans, mobile, 4× CPU in Chromium, ${runs} runs per flow, median; ${origin}\n`);
  console.log('| flow | page | INP | TBT | CLS |');
  console.log('| --- | --- | --: | --: | --: |');
  let throttling = '';
  for (const flow of flows) {
    const f = await measure(flow, cookie);
    throttling = f.throttling;
    console.log(
      `| ${flow.label} | \`${flow.path}\`${flow.signedIn ? ' (signed in)' : ''} | ${Math.round(f.inp)} ms | ` +
        `${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} |`,
    );
  }
  console.log(`\n${throttling}. Goal: INP ≤ 200 ms`);
} finally {
  await stopWebServer(app);
}
