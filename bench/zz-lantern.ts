import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from '../node_modules/lighthouse/core/lib/lantern/lantern.js';
import { CHROME_FLAGS, chromePath, origin, signIn, startWebServer, stopWebServer } from './web-server.ts';
const app = await startWebServer();
try {
  const cookie = await signIn();
  const p = process.env.ZZ_PATH ?? '/landers/gallery';
  for (let i = 0; i < 8; i++) await (await fetch(origin + p, { headers: { 'accept-encoding': 'br' } })).text();
  for (let run = 0; run < Number(process.env.ZZ_RUNS ?? 2); run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const r = await lighthouse(origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
      ...(process.env.ZZ_SIGNED ? { extraHeaders: { Cookie: cookie } } : {}) });
    chrome.kill();
    const a = (id: string) => r!.lhr.audits[id]?.numericValue;
    console.log(`run ${run}: LCP ${a('largest-contentful-paint')?.toFixed(0)} FCP ${a('first-contentful-paint')?.toFixed(0)} TBT ${a('total-blocking-time')?.toFixed(0)} cpu ${r!.lhr.environment.benchmarkIndex}`);
    const timings = (Lantern as any).Simulation.Simulator.allNodeTimings as Map<string, Map<any, any>>;
    for (const [label, m] of timings) {
      if (!/largestContentfulPaint|LargestContentfulPaint/i.test(label) || /optimistic/i.test(label)) continue;
      console.log('  --', label);
      const rows = [...m].sort((x, y) => x[1].startTime - y[1].startTime);
      for (const [node, t] of rows) {
        const name = node.type === 'network' ? `${node.request.url.replace(origin, '').slice(0, 70)} [${node.request.priority}] ${(node.request.transferSize / 1024).toFixed(1)}K` : `cpu ${(node.duration / 1000).toFixed(0)}ms obs`;
        console.log(`   ${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)}  ${name}`);
      }
    }
    timings.clear();
  }
} finally { await stopWebServer(app); }
