import type { Me } from '@praxis/shared';

/** "First Last" (docs/product.md §13 "Formats"): the consultant's name, else the account name, else the email. */
export function displayName(me: Pick<Me, 'user' | 'consultant'>): string {
  const consultantName = me.consultant ? `${me.consultant.firstName} ${me.consultant.lastName}`.trim() : '';
  return consultantName || me.user.name.trim() || me.user.email;
}

/** The first name to greet someone by. */
export function firstNameOf(me: Pick<Me, 'user' | 'consultant'>): string {
  return me.consultant?.firstName.trim() || me.user.name.trim().split(/\s+/)[0] || me.user.email;
}

/** Up to two initials for an avatar without a photo: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}
