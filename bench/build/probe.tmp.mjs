import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const l = r.lhr; const a = (id) => Math.round(l.audits[id]?.numericValue ?? NaN);
  console.log(url, 'score', Math.round(l.categories.performance.score*100), 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), 'SI', a('speed-index'), 'CLS', l.audits['cumulative-layout-shift'].numericValue.toFixed(3));
  if (process.env.V) {
    const mi = l.audits.metrics.details.items[0]; console.log("  observed FCP", mi.observedFirstContentfulPaint, "LCP", mi.observedLargestContentfulPaint, "load", mi.observedLoad, "DCL", mi.observedDomContentLoaded);
    const items = l.audits["long-tasks"]?.details?.items ?? [];
    console.log('  long tasks', items.map(i => `${Math.round(i.duration)}@${Math.round(i.startTime)} ${String(i.url).split('/').pop()}`).join(', '));
    const lcpb = l.audits['largest-contentful-paint-element']?.details?.items ?? [];
    console.log("  lcp", JSON.stringify(lcpb).slice(0, 300)); console.log("  phases", JSON.stringify(lcpb[1]?.items)); const net = l.audits["network-requests"].details.items; console.log("  net", net.map(n => `${n.url.split("/").pop()} ${Math.round(n.networkRequestTime)}-${Math.round(n.networkEndTime)} ${n.priority}`).join(" | "));
    const rb = l.audits['render-blocking-resources']?.details?.items ?? [];
    console.log('  render-blocking', rb.map(i => i.url.split('/').pop()+':'+i.wastedMs).join(', '));
  }
}
await chrome.kill();
