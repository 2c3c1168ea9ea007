import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToastTopOffset } from '@/lib/page-actions-clearance';
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
      {hasToasts ? <PageToaster /> : null}
    </QueryClientProvider>
  );
}

/** Top right, below the top bar and the page header's actions: a toast covers neither the menus nor a main button. */
function PageToaster() {
  const top = useToastTopOffset();
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={{ top, right: 16 }}
        mobileOffset={{ top, right: 8, left: 8 }}
        theme="system"
        richColors
        closeButton
      />
    </Suspense>
  );
}
