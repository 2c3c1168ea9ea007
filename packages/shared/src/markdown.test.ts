import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown images', () => {
  it('renders same-origin images (uploads)', () => {
    expect(renderMarkdown('![chart](/api/uploads/chart.png)')).toContain(
      '<img src="/api/uploads/chart.png" alt="chart">',
    );
  });

  it('turns an outside image into a link that loads nothing', () => {
    const html = renderMarkdown('![pixel](https://elsewhere.example/px.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://elsewhere.example/px.png" rel="noopener noreferrer nofollow" target="_blank">pixel</a>',
    );
  });

  it('never renders a protocol-relative image', () => {
    expect(renderMarkdown('![pixel](//elsewhere.example/px.png)')).not.toContain('<img');
  });
});
