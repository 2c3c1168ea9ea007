/** The live preview and comments render with the API's renderer (raw HTML off, links validated). */
export { renderMarkdown } from '@praxis/shared/markdown';
