import MarkdownIt from 'markdown-it';

/** Links may point at the web, at mail, or inside the app; never javascript:, data:, vbscript: or file:. */
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * The one Markdown → HTML renderer: the API stores change-log entries with it and the web's live preview and
 * comments use it, so what a writer previews is what readers get. Raw HTML is off (typed tags come out as text,
 * so no script or event handler can run), links are validated, and web links open safely in a new tab.
 *
 * A subpath of its own (`@praxis/shared/markdown`), so that the pages and the API code that never render
 * Markdown do not load markdown-it.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = (url) => SAFE_LINK.test(url.trim());
const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** Same-origin paths (an upload: `/api/uploads/…`); `//host` and `/\\host` name other hosts. */
const SAME_ORIGIN = /^\/(?![/\\])/;

/**
 * Images load in every reader's browser the moment the text is shown, so an outside image would tell a stranger
 * who read it and when: only same-origin images (uploads) render; any other becomes a link to it, named by its
 * alt text, that loads nothing until clicked.
 */
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token) return '';
  const src = String(token.attrGet('src') ?? '').trim();
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (SAME_ORIGIN.test(src)) {
    token.attrSet('alt', alt);
    return self.renderToken(tokens, index, options);
  }
  const href = md.utils.escapeHtml(src);
  const text = md.utils.escapeHtml(alt || src);
  return `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
