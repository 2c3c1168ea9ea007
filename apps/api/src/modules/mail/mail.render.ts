/**
 * Plain, accessible e-mail: one heading, short paragraphs, one clearly named link to the exact screen, and a
 * footer linking to the e-mail preferences. The same content as a text part for clients that show no HTML.
 */
export interface MailContent {
  /** The subject and the heading. */
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Grouped lists (the digest): a subheading and its entries, each with an optional link. */
  sections?: { title: string; entries: { text: string; url?: string | null }[] }[];
  /** Why the person gets this message, and where to change it. */
  footer: string;
  preferencesUrl?: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Text that users wrote, made fit for a header: control characters (CR, LF, tab …) and the Unicode line and
 * paragraph separators become spaces, so a name or title can never end a header and start another.
 */
export const headerText = (value: string, max = 200) =>
  value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#0b57d0;text-decoration:underline">${escapeHtml(label)}</a>`;

export function renderMail(content: MailContent): { html: string; text: string } {
  const heading = headerText(content.heading);
  const html: string[] = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;' +
      'font-size:16px;line-height:1.5;color:#1f1f1f;background:#ffffff">',
    '<main style="max-width:600px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
  ];
  const text: string[] = [heading, ''];
  for (const paragraph of content.paragraphs) {
    html.push(`<p>${escapeHtml(paragraph)}</p>`);
    text.push(paragraph, '');
  }
  for (const section of content.sections ?? []) {
    html.push(`<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>`, '<ul>');
    text.push(section.title, '');
    for (const entry of section.entries) {
      html.push(`<li>${entry.url ? link(entry.url, entry.text) : escapeHtml(entry.text)}</li>`);
      text.push(`- ${entry.text}${entry.url ? `\n  ${entry.url}` : ''}`);
    }
    html.push('</ul>');
    text.push('');
  }
  if (content.action) {
    html.push(`<p>${link(content.action.url, content.action.label)}</p>`);
    text.push(`${content.action.label}: ${content.action.url}`, '');
  }
  html.push('<hr style="border:none;border-top:1px solid #ccc;margin:24px 0">');
  html.push(`<p style="font-size:14px;color:#444">${escapeHtml(content.footer)}`);
  text.push('--', content.footer);
  if (content.preferencesUrl) {
    html.push(` ${link(content.preferencesUrl, 'Change your e-mail preferences')}`);
    text.push(`Change your e-mail preferences: ${content.preferencesUrl}`);
  }
  html.push('</p></main></body></html>');
  return { html: html.join('\n'), text: text.join('\n') };
}

/** An in-app path made absolute on the app's public origin; anything else falls back to the origin itself. */
export function absoluteLink(appUrl: string, path: string | null | undefined): string {
  if (!path || !/^\/(?!\/)/.test(path)) return `${appUrl}/`;
  return `${appUrl}${path}`;
}
