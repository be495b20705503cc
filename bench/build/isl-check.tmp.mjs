import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const base = 'http://127.0.0.1:4799';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of (process.argv[2] ?? '/,/kurse,/7-wochen-challenge,/ueber-uns,/kontakt').split(',')) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text().slice(0, 300)); });
  page.on('pageerror', (e) => problems.push('pageerror ' + e.message.slice(0, 300)));
  const js = [];
  page.on('response', async (r) => { if (r.url().endsWith('.js')) { try { js.push([r.url().split('/').pop(), gzipSync(await r.body(), { level: 9 }).length]); } catch {} } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const hydrated = await page.evaluate(() => [document.querySelectorAll('[data-island-id]').length, document.querySelectorAll('[data-island-id][data-hydrated]').length]);
  const total = js.reduce((a, [, b]) => a + b, 0);
  console.log(path, 'islands', hydrated, 'JS gzip', (total / 1024).toFixed(1), 'KB in', js.length, 'files');
  if (process.env.V) console.log(js.sort((a,b)=>b[1]-a[1]).slice(0,12).map(([n,b])=>`${n} ${(b/1024).toFixed(1)}`).join('\n'));
  for (const p of problems) console.log('  !', p);
  await context.close();
}
await browser.close();
