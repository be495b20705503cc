// The admin's inbox is paged (issue 15): the first 50 leads, then 'Weitere laden' by keyboard until all are
// shown. The leads are written straight into the test server's SQLite file (the public intake is limited to a
// few per minute and address) and removed again afterwards.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { withDatabase } from './support/database';
import { DEMO, openSignedIn } from './support/accounts';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

const MARK = `paging-${unique()}`;

test.afterEach(() => {
  withDatabase((db) => db.prepare('delete from leads where email like ?').run(`${MARK}-%`));
});

test('the admin reads more than one page of leads with Weitere laden, by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  const total = withDatabase((db) => {
    const insert = db.prepare(
      `insert into leads (source, name, email, phone, recommended_tier, trial_slot, payload, created_at)
       values ('funnel', ?, ?, null, null, null, '{}', ?)`,
    );
    const now = runClock().now().getTime();
    db.transaction(() => {
      for (let i = 0; i < 73; i++)
        insert.run(`Anfrage ${i}`, `${MARK}-${i}@example.de`, new Date(now - i * 60_000).toISOString());
    })();
    return (db.prepare('select count(*) as n from leads').get() as { n: number }).n;
  });

  await openSignedIn(page, DEMO.admin, '/admin/leads');
  const list = page.getByRole('list', { name: 'Anfragen' });
  await expect(list.getByRole('listitem')).toHaveCount(50, { timeout: 15_000 });
  await expect(page.getByText('50 Anfragen angezeigt')).toBeVisible();

  const more = page.getByRole('button', { name: 'Weitere laden' });
  await more.focus();
  await page.keyboard.press('Enter');
  if (total > 100) {
    await expect(list.getByRole('listitem')).toHaveCount(100);
    await page.keyboard.press('Enter');
  }
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(total, 150));
  if (total <= 150) {
    await expect(page.getByText(`Alle ${total} Anfragen angezeigt`)).toBeVisible();
    await expect(more).toHaveCount(0);
  }
  // Newest first across the pages: the newest of ours on page one, the oldest of ours on a later page.
  await expect(list.getByRole('heading', { name: 'Anfrage 0', exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Anfrage 72', exact: true })).toBeVisible();
});
