// Issue 20 (items 1, 4, 5): an editor who is not a developer loses no work and meets screens that fit. Leaving the
// page editor with unsaved changes asks first; a working copy typed into a page or a blog post survives a closed
// tab and is offered back with the question; the field panel's right edge stays inside the viewport at
// 1280, 1024 and 768 px for every block kind of the catalogue; a new FAQ block brings one question; the home page
// offers no unpublish; axe finds nothing serious on the whole editor, Puck's parts included (decision 0151).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { API_PATHS } from '#domain/api-paths';
import { BLOCK_CATALOGUE } from '#domain/blocks/catalogue';
import { DEMO, openSignedIn } from './support/accounts';
import { expectAccessible, expectNoSevereViolations } from './support/axe';
import { adminToken } from './support/bookings';
import { FAQ_ITEMS } from '../../domain/content/marketing';
import { unique } from '../support/unique';

const RESTORE_QUESTION = /^Nicht gespeicherte Änderungen vom \d{2}\.\d{2}\., \d{2}:\d{2} wiederherstellen\?/;
/** The FAQ block's first default question (its defaults are FAQ_ITEMS). */
const faqFirstQuestion = FAQ_ITEMS[0]!.question;
const canvas = (page: Page) => page.frameLocator('iframe#preview-frame');

async function selectHeadingBlock(page: Page) {
  await canvas(page).getByRole('heading', { level: 1 }).click();
  const field = page.getByRole('textbox', { name: 'Überschrift', exact: true });
  await expect(field).toBeVisible();
  return field;
}

/** Waits until the editor's safety copy in local storage holds the text. */
async function keptCopyHolds(page: Page, key: string, text: string) {
  await expect
    .poll(() => page.evaluate<string>(`localStorage.getItem(${JSON.stringify(key)}) ?? ''`), {
      timeout: 5_000,
    })
    .toContain(text);
}

test('leaving the page editor with an added block asks first; the editor stays and saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.admin, '/admin/pages/ueber-uns');
  await expect(page.getByTestId('page-status')).toContainText('Veröffentlicht: Version 1');
  // Add a block: the selected block's 'Duplizieren' (dragging from Puck's drawer is Puck's own part).
  await selectHeadingBlock(page);
  const blocks = canvas(page).locator('[data-block-kind]');
  const before = await blocks.count();
  await canvas(page).getByRole('button', { name: 'Duplizieren' }).first().click();
  await expect(blocks).toHaveCount(before + 1);
  await expect(page.getByTestId('page-status')).toContainText('ungespeicherte Änderungen');

  await page.getByRole('link', { name: '← Seiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the leave question');
  await dialog.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/admin/pages/ueber-uns');
  await expect(blocks).toHaveCount(before + 1);

  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
  await page.getByRole('link', { name: '← Seiten' }).click();
  await expect(page).toHaveURL('/admin/pages');
});

test('a page typed into and closed without saving offers its working copy again and restores it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.admin, '/admin/pages/kontakt');
  const heading = await selectHeadingBlock(page);
  await heading.fill('Im geschlossenen Tab getippt');
  await keptCopyHolds(page, 'seiten-editor:kontakt', 'Im geschlossenen Tab getippt');
  await page.close();

  const again = await context.newPage();
  await again.goto('/admin/pages/kontakt');
  const kept = again.getByRole('region', { name: 'Gesicherte Fassung' });
  await expect(kept).toContainText(RESTORE_QUESTION);
  await expect(canvas(again).getByRole('heading', { level: 1 })).not.toContainText('Im geschlossenen Tab');
  await kept.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(canvas(again).getByRole('heading', { level: 1 })).toContainText(
    'Im geschlossenen Tab getippt',
  );
  await again.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
  // Saved: the copy is gone, nothing is offered any more.
  expect(await again.evaluate(`localStorage.getItem('seiten-editor:kontakt')`)).toBeNull();
  await again.reload();
  await expect(canvas(again).getByRole('heading', { level: 1 })).toContainText(
    'Im geschlossenen Tab getippt',
  );
  await expect(again.getByRole('region', { name: 'Gesicherte Fassung' })).toHaveCount(0);
});

test('a blog post typed into and closed without saving offers its working copy again and restores it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.admin, '/admin/blog/mobility-zehn-minuten');
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toContainText('Viele denken bei Beweglichkeit');
  await expectNoSevereViolations(page, 'the blog editor with the rich-text editor');
  await page.getByLabel('Titel', { exact: true }).fill('Mobility, im Tab vergessen');
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ein letzter Satz.');
  await keptCopyHolds(page, 'blog-editor:mobility-zehn-minuten', 'Ein letzter Satz.');
  await page.close();

  const again = await context.newPage();
  await again.goto('/admin/blog/mobility-zehn-minuten');
  const kept = again.getByRole('region', { name: 'Gesicherte Fassung' });
  await expect(kept).toContainText(RESTORE_QUESTION);
  await expect(again.getByLabel('Titel', { exact: true })).toHaveValue(/^Zehn Minuten Mobility/);
  await kept.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(again.getByLabel('Titel', { exact: true })).toHaveValue('Mobility, im Tab vergessen');
  await expect(again.getByRole('textbox', { name: 'Text', exact: true })).toContainText('Ein letzter Satz.');
  await again.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(again.getByText(/Entwurf gespeichert \(Version 2\)/)).toBeVisible();
  expect(await again.evaluate(`localStorage.getItem('blog-editor:mobility-zehn-minuten')`)).toBeNull();
});

test('the home page offers no unpublish, and its version list says which version is live', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, '/admin/pages/home');
  await expect(page.getByTestId('page-status')).toContainText('Veröffentlicht: Version');
  await expect(page.getByRole('button', { name: 'Veröffentlichung zurücknehmen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Versionen' }).click();
  const versions = page.getByRole('region', { name: 'Versionen' });
  await expect(versions).toContainText('Zurück zu einer früheren Version');
  await expect(versions.getByText('live – Besucher sehen diese Version')).toHaveCount(1);
  await expectNoSevereViolations(page, 'the page editor with its version list');
  // The page's own fields (shown while no block is selected): the studio's own images carry no warning.
  await expect(page.getByRole('group', { name: 'Vorschaubild (Open Graph)' })).toBeVisible();
  await expect(page.getByText(/Unbekanntes Bild/)).toHaveCount(0);
});

test('axe finds no serious or critical violation on the whole page editor, with and without a selected block', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO.admin, '/admin/pages/home');
  const faq = canvas(page).locator('[data-block-kind="faq"]');
  await expect(faq).toHaveCount(1);
  // Puck's parts named in German (puck-a11y.tsx): the preview, the zoom.
  await expect(page.locator('iframe#preview-frame')).toHaveAttribute('title', 'Vorschau der Seite');
  await expect(page.getByRole('combobox', { name: 'Zoom' })).toBeVisible();
  await expectNoSevereViolations(page, 'the page editor with nothing selected');

  // A FAQ block selected: its fields, with the list of questions and the first question open.
  await faq.scrollIntoViewIfNeeded();
  await faq.click({ position: { x: 4, y: 4 }, force: true });
  await expect(page.locator('[class*="SidebarSection-heading"]').last()).toContainText(
    BLOCK_CATALOGUE.faq!.label,
  );
  const questions = page
    .locator('[class*="Sidebar--right"] [class*="PuckFields-field"]')
    .filter({ hasText: /^\s*Fragen/ })
    .first();
  const entries = questions.locator('[class*="ArrayFieldItem-summary"]');
  expect(await entries.count()).toBeGreaterThan(1);
  await entries.first().click();
  await expect(questions.getByRole('textbox', { name: 'Frage' }).first()).toBeVisible();
  await expect(questions.getByRole('button', { name: 'Eintrag hinzufügen' }).last()).toBeVisible();
  await expectNoSevereViolations(page, 'the page editor with a FAQ block and its first question open');

  // Puck's outline of the page's blocks, opened from its plugin bar by keyboard.
  const outline = page.getByRole('button', { name: 'Gliederung', exact: true });
  await outline.focus();
  await page.keyboard.press('Enter');
  await expect(outline).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Blöcke', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const outlineList = page.getByRole('navigation', { name: 'Gliederung der Seite' });
  await expect(outlineList.getByRole('button', { name: 'FAQ', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSevereViolations(page, 'the page editor with the outline open');
  await outlineList.getByRole('button', { name: BLOCK_CATALOGUE.hero!.label, exact: true }).click();
  await expect(page.locator('[class*="SidebarSection-heading"]').last()).toContainText(
    BLOCK_CATALOGUE.hero!.label,
  );
  await outlineList.getByRole('button', { name: 'FAQ', exact: true }).click();

  // The entry's own buttons, moved beside its drag handle, still act on it.
  const count = await entries.count();
  await questions.getByRole('button', { name: 'Duplizieren' }).first().click();
  await expect(entries).toHaveCount(count + 1);
  await expect(page.getByTestId('page-status')).toContainText('ungespeicherte Änderungen');
});

test('the field panel fits at 1280, 1024 and 768 px for every block kind', async ({ page, request }) => {
  test.setTimeout(600_000);
  const kinds = Object.keys(BLOCK_CATALOGUE);
  const slug = `alle-bloecke-${unique()}`;
  const created = await request.post(API_PATHS.pages, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      document: { slug, title: 'Alle Blöcke', description: '', blocks: kinds.map((type) => ({ type })) },
    },
  });
  expect(created.status()).toBe(201);
  await openSignedIn(page, DEMO.admin, `/admin/pages/${slug}`);
  const measured: string[] = [];
  const widths = [1280, 1024, 768];
  await expect(canvas(page).locator('[data-block-kind]')).toHaveCount(kinds.length);
  // Each block selected once, its panel then measured at the three widths (the layout follows the viewport
  // as it is resized; selecting a block among all kinds is what takes the time).
  for (const kind of kinds) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    const block = canvas(page).locator(`[data-block-kind="${kind}"]`);
    await block.scrollIntoViewIfNeeded();
    await block.click({ position: { x: 4, y: 4 }, force: true });
    await expect(page.locator('[class*="SidebarSection-heading"]').last()).toContainText(
      BLOCK_CATALOGUE[kind]!.label,
    );
    // Open the first entry of the first list, where nested fields (an image picker) sit deepest.
    const entry = page.locator('[class*="Sidebar--right"] [class*="ArrayFieldItem-summary"]').first();
    if ((await entry.count()) > 0) await entry.click();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // Every element of the field panel that reaches past its right edge (or the viewport's), once the
      // panel has been laid out at this width.
      const overflow = await page.evaluate<string[]>(`new Promise((resolve) => requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const panel = document.querySelector('[class*="Sidebar--right"]');
          if (!panel) return resolve(['no panel']);
          const edge = Math.min(window.innerWidth, panel.getBoundingClientRect().right);
          resolve([...panel.querySelectorAll('*')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.right > edge + 1;
            })
            .map((element) => element.tagName.toLowerCase() + '.' + String(element.className).slice(0, 40)));
        })))`);
      expect(overflow, `${kind} at ${width} px`).toEqual([]);
      measured.push(`${width}:${kind}`);
    }
  }
  expect(measured).toHaveLength(kinds.length * 3);
});

test('a FAQ block dropped from the drawer arrives with exactly one question', async ({ page, request }) => {
  test.setTimeout(90_000);
  const slug = `neue-faq-${unique()}`;
  const created = await request.post(API_PATHS.pages, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { document: { slug, title: 'Neue FAQ', description: '', blocks: [{ type: 'page-header' }] } },
  });
  expect(created.status()).toBe(201);
  await openSignedIn(page, DEMO.admin, `/admin/pages/${slug}`);
  await expect(canvas(page).locator('[data-block-kind]')).toHaveCount(1);
  const source = page.locator('[class*="Drawer"]').getByText('FAQ', { exact: true }).first();
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const frame = (await page.locator('iframe#preview-frame').boundingBox())!;
  // A pointer drag as a person makes it: press, move a little, move over the canvas below the header, release.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(frame.x + frame.width / 2, frame.y + 120, { steps: 25 });
  await page.mouse.move(frame.x + frame.width / 2, frame.y + 130, { steps: 5 });
  await page.mouse.up();
  const faq = canvas(page).locator('[data-block-kind="faq"]');
  await expect(faq).toHaveCount(1);
  await expect(faq).toContainText('1 Frage');
  await expect(faq.getByRole('button', { name: faqFirstQuestion })).toHaveCount(1);
});
