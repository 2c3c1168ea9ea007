/** Screenshot settings of docs/product.md §9. */
export const SCREENSHOT_OPTIONS = {
  pixelRatio: 2,
  quality: 0.95,
  /** The whole capture gives up after 10 s. */
  timeoutMs: 10_000,
  /** Each image on the page gets 3 s to finish loading before the capture goes ahead without it. */
  imageWaitMs: 3_000,
} as const;

/** Marks the toolbar's own elements, which never appear in a screenshot and are ignored by the inspector. */
export const TOOLBAR_ATTRIBUTE = 'data-admin-toolbar';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Waits for the page's images, each for at most 3 s; a slow or broken image never blocks the capture. */
export async function waitForImages(root: ParentNode, waitMs: number = SCREENSHOT_OPTIONS.imageWaitMs) {
  const images = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  await Promise.all(
    images.map((image) =>
      withTimeout(
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
        waitMs,
        'image',
      ).catch(() => undefined),
    ),
  );
}

/** Renders the page (without the toolbar) to a PNG; html-to-image loads only when a screenshot is taken. */
export async function capturePage(target: HTMLElement = document.body): Promise<Blob> {
  const capture = async () => {
    await waitForImages(target);
    const { toBlob } = await import('html-to-image');
    const blob = await toBlob(target, {
      pixelRatio: SCREENSHOT_OPTIONS.pixelRatio,
      quality: SCREENSHOT_OPTIONS.quality,
      cacheBust: true,
      filter: (node) => !(node instanceof Element && node.hasAttribute(TOOLBAR_ATTRIBUTE)),
    });
    if (!blob) throw new Error('The page could not be rendered to an image.');
    return blob;
  };
  return withTimeout(capture(), SCREENSHOT_OPTIONS.timeoutMs, 'screenshot');
}

/** Takes the screenshot and puts the PNG on the clipboard. */
export async function copyScreenshotToClipboard(): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
    throw new Error('This browser cannot copy images to the clipboard.');
  }
  // Safari needs the clipboard write to start within the click: hand it a promise of the image. The write itself
  // is bounded too: a clipboard that never answers must end in 'Failed to take screenshot', not a spinner.
  const png = capturePage();
  png.catch(() => undefined);
  await withTimeout(
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]),
    SCREENSHOT_OPTIONS.timeoutMs,
    'clipboard',
  );
}
