import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { toastRequests } from '@/lib/toast';

// Toasts are never part of the first paint: sonner's Toaster loads with the first toast (see lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const hasToasts = useSyncExternalStore(toastRequests.subscribe, toastRequests.hasAny, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hasToasts ? (
        <Suspense fallback={null}>
          {/* Below the header (3.5rem): a toast never covers the bell or the user menu. */}
          <Toaster
            position="top-right"
            offset={{ top: 64, right: 16 }}
            mobileOffset={{ top: 64, right: 8, left: 8 }}
            theme="system"
            richColors
            closeButton
          />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
