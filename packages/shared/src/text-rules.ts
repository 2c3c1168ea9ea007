import { remove as foldConfusables } from 'confusables';

/** Zero-width and other invisible characters: format characters (Cf) and default-ignorable code points. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * What a title looks like to a reader, for comparing against a forbidden word: compatibility forms folded (NFKC:
 * fullwidth "ＣＥＯ", mathematical "𝐂𝐄𝐎"), invisible characters dropped ("C\u200bEO"), look-alike letters from
 * other scripts folded onto Latin ones (Cyrillic "CЕO", Cherokee "ᏟᎬᎾ"), digit zero read as the letter o, then
 * trimmed and lower-cased. Only for comparison — titles are stored as typed.
 */
export function visualSkeleton(text: string): string {
  const visible = text.normalize('NFKC').replace(INVISIBLE, '');
  return foldConfusables(visible).normalize('NFKC').replace(/0/g, 'o').trim().toLowerCase();
}

/** Original §5: "CEO" (trimmed, any case) is never a job title — nor anything that merely looks like it. */
export const isCeoTitle = (title: string): boolean => visualSkeleton(title) === 'ceo';
