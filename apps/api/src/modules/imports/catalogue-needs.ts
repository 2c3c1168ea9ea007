import type { ImportError } from '@praxis/shared';
import { didYouMean, type CatalogueIndex } from './imports.catalogue.js';
import { cellError } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

/** A catalogue value a row named that does not exist yet. */
export interface MissingValue {
  catalogue: string;
  value: string;
  /** The category a missing product belongs to. */
  parent?: string;
}

/**
 * Looks row values up in the catalogues. An unknown value is an error with the nearest known one ("did you mean
 * …"), or — with create_missing — a value to create before the rows are written (then known to later rows).
 */
export class CatalogueNeeds {
  readonly missing: MissingValue[] = [];

  constructor(private readonly createMissing: boolean) {}

  resolve(
    index: CatalogueIndex,
    need: MissingValue,
    row: ParsedRow,
    column: string,
    errors: ImportError[],
  ): string | undefined {
    const found = index.find(need.value);
    if (found) return found.name;
    if (this.createMissing) {
      this.missing.push(need);
      index.add({ id: '', name: need.value });
      return need.value;
    }
    const what = need.parent ? `product '${need.value}' in ${need.parent}` : `${need.catalogue} '${need.value}'`;
    errors.push({
      ...cellError(row, column, `unknown ${what}${didYouMean(need.value, index.names())}`),
      missing: { catalogue: need.catalogue, value: need.parent ? `${need.parent}/${need.value}` : need.value },
    });
    return undefined;
  }
}
