/**
 * The sidebar's active rule (docs/product.md §2): an item is active when the current path equals its path or lies under
 * it (`/consultants/42` activates Consultants). Items marked exact — New Internal Request — need an exact match.
 * Matching ignores a trailing slash and letter case, like the router does.
 */
export function isActivePath(pathname: string, itemPath: string, exact = false): boolean {
  const current = normalize(pathname);
  const target = normalize(itemPath);
  if (current === target) return true;
  if (exact) return false;
  return target === '/' ? false : current.startsWith(`${target}/`);
}

function normalize(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}
