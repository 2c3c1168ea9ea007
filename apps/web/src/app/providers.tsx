import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

// Toasts are never part of the first paint: load sonner's Toaster next to the page rather than ahead of it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" theme="system" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
