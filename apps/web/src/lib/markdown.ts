import MarkdownIt from 'markdown-it';

/** Links may point at the web, at mail, or inside the app; never javascript:, data:, vbscript: or file:. */
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * The live preview's renderer, with the API's settings (apps/api/src/modules/change-log/markdown.ts): raw HTML
 * off, so typed tags come out as text and no script or event handler can run; links validated.
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

export function renderMarkdown(source: string): string {
  return md.render(source);
}
