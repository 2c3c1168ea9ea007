import { cn } from '@/lib/utils';

const MARKDOWN_CLASS =
  'space-y-2 text-sm leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 ' +
  '[&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 ' +
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-medium [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * HTML from the one Markdown renderer (raw HTML off, links validated: `@praxis/shared/markdown`, the API's too), so
 * setting it is safe: nothing in it can be a script or an event handler.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(MARKDOWN_CLASS, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
