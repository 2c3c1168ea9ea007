/** The change log renders with the renderer the web's preview uses (raw HTML off, links validated). */
export { renderMarkdown } from '@praxis/shared/markdown';
