import { hasRole } from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import { fromDate } from '@praxis/shared/dates';

/** No consultant matches it: a user without a consultant profile is on no engagement. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Whose engagements the caller sees: null = all (admin), else their consultant id (docs/product.md §11.9: the ones they are on). */
export const scopeConsultant = (principal: Principal): string | null =>
  hasRole(principal.roles, 'admin') ? null : (principal.consultant?.id ?? NOBODY);

export const todayIso = (): string => fromDate(new Date());
