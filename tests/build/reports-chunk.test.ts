// Issue 22: the chart library (Chart.js) lives only in the Auswertung's chunk. Reads the
// app's build (dist/) and follows the public entry's static imports (what every visitor loads) and the staff chunk's
// (what every admin page and a staff sign-in load): none may contain Chart.js, the visitor's precache leaves the
// chunk out, and the chart code is checked to be in the build at all, so the test cannot pass by looking for
// something that no longer exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApp, staticClosure } from './chunks';

/** An error text of Chart.js that minification keeps. */
const CHART = /complete date adapter is provided/;

let out = '';
beforeAll(() => {
  out = builtApp();
});

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const scripts = () => readdirSync(path.join(out, 'assets')).filter((name) => name.endsWith('.js'));
const charting = (file: string) => CHART.test(read(file));

describe('the chart library stays in the Auswertung chunk', () => {
  it('is in the build, in the reports chunk only', () => {
    const withCharts = scripts().filter((name) => charting(`assets/${name}`));
    expect(withCharts).toHaveLength(1);
    expect(withCharts[0]).toMatch(/^reports-/);
  });

  it('is not in the public entry, anything it imports statically, or its preloads', () => {
    const html = read('index.html');
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const initial = staticClosure(entry!, read);
    expect(initial.size).toBeGreaterThan(3);
    expect([...initial].filter(charting)).toEqual([]);
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(preloads.filter(charting)).toEqual([]);
  });

  it('is not loaded with the staff chunk (every admin page)', () => {
    const staff = scripts().filter((name) => /^staff-.*\.js$/.test(name));
    expect(staff.length).toBeGreaterThan(0);
    for (const chunk of staff) {
      const closure = staticClosure(`assets/${chunk}`, read);
      expect([...closure].filter(charting)).toEqual([]);
    }
  });

  it('is not in the precache a visitor’s service worker downloads', () => {
    const worker = read('sw.js');
    const reports = scripts().filter((name) => /^reports-/.test(name));
    expect(reports.length).toBeGreaterThan(0);
    for (const chunk of reports) expect(worker).not.toContain(chunk);
    // The precache is there: it names the public entry.
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(read('index.html'))?.[1];
    expect(worker).toContain(entry!);
  });
});
