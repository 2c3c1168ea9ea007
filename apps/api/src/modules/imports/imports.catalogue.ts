import { closest, distance } from 'fastest-levenshtein';

/** What an unknown value's error says: the closest known value when one is near enough to be a typo. */
export function didYouMean(value: string, known: Iterable<string>): string {
  const names = [...known];
  if (names.length === 0) return '';
  const lower = value.toLowerCase();
  const best = closest(
    lower,
    names.map((name) => name.toLowerCase()),
  );
  const original = names.find((name) => name.toLowerCase() === best) ?? best;
  // A third of the word may differ ("Azzure Data Factory" → "Azure Data Factory"; "Python" is not "Rust").
  return distance(lower, best) <= Math.max(2, Math.floor(lower.length / 3)) ? ` — did you mean ${original}?` : '';
}

/**
 * One catalogue (job titles, languages, …) as a case-insensitive name → id map. Values the import creates on the way
 * (create_missing) are added with a placeholder id until the write makes the row, so a dry run and the import
 * count the same outcome for every row.
 */
export class CatalogueIndex {
  private readonly byName = new Map<string, { id: string; name: string }>();

  constructor(entries: { id: string; name: string }[]) {
    for (const entry of entries) this.byName.set(entry.name.toLowerCase(), entry);
  }

  find(name: string): { id: string; name: string } | undefined {
    return this.byName.get(name.toLowerCase());
  }

  add(entry: { id: string; name: string }): void {
    this.byName.set(entry.name.toLowerCase(), entry);
  }

  names(): string[] {
    return [...this.byName.values()].map((entry) => entry.name);
  }
}
