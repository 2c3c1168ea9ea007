/** The `error` prop of a DataTable from a TanStack query: what failed in words, and Retry refetches. */
export function queryError(
  query: { isError: boolean; error: unknown; refetch: () => unknown },
  title: string,
): { title: string; cause: unknown; onRetry: () => void } | undefined {
  return query.isError ? { title, cause: query.error, onRetry: () => void query.refetch() } : undefined;
}
