// The success and error pages of a form posted without JavaScript (decision 0180): small, valid German HTML in
// the site's own stylesheet (the links of the built index.html), no script, the way back as a link.
import { STUDIO_NAME } from '#domain/constants';
import { escapeHtml } from '../../lib/escape-html';

export interface FormPage {
  title: string;
  lead: string;
  /** The wrong fields: each field's label and the schema's German message. */
  items: { label: string; message: string }[];
  back: { href: string; text: string };
  tone: 'success' | 'error';
  /** A step that asks once more (the withdrawal's confirmation): its hidden fields and its one button. */
  form?: { action: string; hidden: Record<string, string>; button: string };
}

export function formPage(page: FormPage, stylesheets: string): string {
  const items = page.items.length
    ? `<ul class="form-page__issues">${page.items
        .map((item) => `<li><strong>${escapeHtml(item.label)}:</strong> ${escapeHtml(item.message)}</li>`)
        .join('')}</ul>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(page.title)} | ${escapeHtml(STUDIO_NAME)}</title>`,
    stylesheets,
    '</head>',
    '<body>',
    '<main class="section"><div class="container">',
    `<div class="form-feedback form-feedback--${page.tone}" role="${page.tone === 'error' ? 'alert' : 'status'}">`,
    `<h1 class="form-feedback__title">${escapeHtml(page.title)}</h1>`,
    `<p class="form-feedback__text">${escapeHtml(page.lead)}</p>`,
    items,
    '</div>',
    page.form
      ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.hidden)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join(
            '',
          )}<p><button type="submit" class="btn btn--primary btn--lg">${escapeHtml(page.form.button)}</button></p></form>`
      : '',
    `<p><a class="btn btn--primary btn--md" href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.text)}</a></p>`,
    '</div></main>',
    '</body>',
    '</html>',
  ].join('\n');
}
