import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePage, SCREENSHOT_OPTIONS, TOOLBAR_ATTRIBUTE, waitForImages } from './take-screenshot';

const toBlob = vi.fn<(node: HTMLElement, options: Record<string, unknown>) => Promise<Blob | null>>();
vi.mock('html-to-image', () => ({
  toBlob: (node: HTMLElement, options: Record<string, unknown>) => toBlob(node, options),
}));

afterEach(() => {
  vi.useRealTimers();
  toBlob.mockReset();
  document.body.innerHTML = '';
});

describe('screenshot', () => {
  it('renders a PNG at scale 2 and quality 0.95, leaving the toolbar out', async () => {
    document.body.innerHTML = `<main>Page</main><div ${TOOLBAR_ATTRIBUTE}>Toolbar</div>`;
    const png = new Blob(['png'], { type: 'image/png' });
    toBlob.mockResolvedValue(png);

    await expect(capturePage(document.body)).resolves.toBe(png);
    const options = toBlob.mock.calls[0]?.[1] as {
      pixelRatio: number;
      quality: number;
      filter: (node: Node) => boolean;
    };
    expect(options).toMatchObject({ pixelRatio: 2, quality: 0.95 });
    expect(options.filter(document.querySelector('main') as HTMLElement)).toBe(true);
    expect(options.filter(document.querySelector(`[${TOOLBAR_ATTRIBUTE}]`) as HTMLElement)).toBe(false);
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers();
    toBlob.mockReturnValue(new Promise(() => undefined));
    const capture = capturePage(document.body);
    const outcome = expect(capture).rejects.toThrow(/timed out after 10000 ms/);
    await vi.advanceTimersByTimeAsync(SCREENSHOT_OPTIONS.timeoutMs);
    await outcome;
  });

  it('waits at most 3 s for each image that is still loading', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/slow.png" alt="">';
    const image = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: false });
    let done = false;
    const waiting = waitForImages(document.body).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await waiting;
    expect(done).toBe(true);
    expect(SCREENSHOT_OPTIONS.imageWaitMs).toBe(3_000);
  });
});
