import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The one way screens raise a toast (top right, docs/product.md §13 "Feedback"). sonner is not part of the first paint, so it is
 * loaded on first use — by then the <Toaster> beside the app has usually loaded it already.
 */
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

/*
 * The <Toaster> is mounted on the first toast, not with the page: most page views never show one, and sonner
 * replays the toasts raised before its Toaster subscribed, so none is lost.
 */
let isRequested = false;
const listeners = new Set<() => void>();

/** For the app's providers (useSyncExternalStore): whether any toast has been raised yet. */
export const toastRequests = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasAny: (): boolean => isRequested,
};

function show(kind: 'success' | 'error' | 'info' | 'message', message: string, options?: ExternalToast): void {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

export const toast = {
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
