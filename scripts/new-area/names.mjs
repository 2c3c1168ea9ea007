/**
 * The names of a new area, derived once from its kebab-case plural (`vendors`, `purchase-orders`): files and
 * URLs in kebab case, tables in snake case, code in camel and Pascal case, the UI in words.
 */
export function namesOf(area) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*s$/.test(area)) {
    throw new Error(`"${area}" is not a kebab-case plural (e.g. vendors, purchase-orders).`);
  }
  const one = area.endsWith('ies') ? `${area.slice(0, -3)}y` : area.slice(0, -1);
  const words = (kebab) => kebab.split('-');
  const camel = (kebab) =>
    words(kebab)
      .map((word, i) => (i === 0 ? word : capital(word)))
      .join('');
  const pascal = (kebab) => words(kebab).map(capital).join('');
  return {
    area,
    one,
    snake: area.replaceAll('-', '_'),
    camel: camel(area),
    oneCamel: camel(one),
    Many: pascal(area),
    One: pascal(one),
    CONST: area.replaceAll('-', '_').toUpperCase(),
    ONE: one.replaceAll('-', '_').toUpperCase(),
    /** "Purchase orders" (a title), "purchase order" (in a sentence). */
    Label: capital(words(area).join(' ')),
    label: words(area).join(' '),
    labelOne: words(one).join(' '),
    LabelOne: capital(words(one).join(' ')),
  };
}

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
