import { remove as foldConfusables } from 'confusables';

/** Zero-width and other invisible characters: format characters (Cf) and default-ignorable code points. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Characters that reorder the text a reader sees (bidirectional embeddings, overrides, isolates and marks). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Blanks other than the ordinary space: every separator (Zs, Zl, Zp — no-break, en, hair, ideographic spaces,
 * line and paragraph separators), control characters (tab, newline) and the blank-looking letters and symbols
 * (Braille blank, Hangul fillers).
 */
const ODD_BLANKS = /(?! )[\p{Z}\p{Cc}\u2800\u115f\u1160\u3164\uffa0]/gu;
const HAS_ODD_BLANK = new RegExp(ODD_BLANKS.source, 'u');

/**
 * Look-alike letters of other scripts onto Latin ones, before and after compatibility forms (NFKC can turn one
 * look-alike into another), until nothing changes.
 */
function foldLookalikes(text: string): string {
  let folded = text;
  for (let round = 0; round < 3; round++) {
    const next = foldConfusables(foldConfusables(folded).normalize('NFKC')).normalize('NFKC');
    if (next === folded) break;
    folded = next;
  }
  return folded;
}

/**
 * What a title looks like to a reader, for comparing against a forbidden word: compatibility forms folded (NFKC:
 * fullwidth "ＣＥＯ", mathematical "𝐂𝐄𝐎"), invisible characters and blanks other than the space dropped
 * ("C\u200bEO", "C\u00a0EO", "C⠀EO"), look-alike letters from other scripts folded onto Latin ones before and after
 * NFKC (Cyrillic "CЕO", Cherokee "ᏟᎬᎾ", Greek "ϹΕΟ"), digit zero read as the letter o, then trimmed and
 * lower-cased. Only for comparison — titles are stored as typed.
 */
export function visualSkeleton(text: string): string {
  const visible = text.trim().replace(ODD_BLANKS, '').replace(INVISIBLE, '');
  return foldLookalikes(visible).replace(INVISIBLE, '').replace(/0/g, 'o').trim().toLowerCase();
}

/**
 * Original §5: "CEO" (trimmed, any case) is never a job title — nor anything that merely looks like it, including
 * text whose direction controls make a reader see it ("\u202eOEC" shows as "CEO").
 */
export function isCeoTitle(title: string): boolean {
  const skeleton = visualSkeleton(title);
  if (skeleton === 'ceo') return true;
  return BIDI_CONTROL.test(title) && [...skeleton].reverse().join('') === 'ceo';
}

/**
 * Why a title's characters are refused, or null: direction controls (they make a reader see other text than is
 * stored) and blanks other than the ordinary space inside it.
 */
export function titleCharacterProblem(title: string): string | null {
  if (BIDI_CONTROL.test(title)) return 'Remove the hidden text-direction characters from the title.';
  if (HAS_ODD_BLANK.test(title.trim())) return 'Use ordinary spaces only between the words of a title.';
  return null;
}
