import { lighthouseOnce } from '../bench/lighthouse.ts';
import { startServer } from './lib/server.ts';
const s = await startServer();
const route = process.argv[2] ?? '/about/';
for (let i = 0; i < 2; i++) await fetch(`${s.url}${route}`, { headers: { 'accept-encoding': 'br' } });
for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
  const { run, lhr } = await lighthouseOnce(`${s.url}${route}`);
  const audits = (lhr as any).audits;
  const items = audits['layout-shifts']?.details?.items ?? audits['layout-shift-elements']?.details?.items ?? [];
  console.log(i, 'CLS', run.cls, 'FCP', run.fcp, 'LCP', run.lcp, 'perf', run.performance, JSON.stringify(items.map((x: any) => ({ score: x.score, node: x.node?.snippet?.slice(0, 200), sel: x.node?.selector, sub: x.subItems?.items?.map((y: any) => y.cause ?? y.extra?.value) }))));
}
await s.stop();
