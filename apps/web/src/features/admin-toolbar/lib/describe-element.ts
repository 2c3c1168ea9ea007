import { INSPECTOR_ALT_SELECTORS_MAX } from '@praxis/shared';

/** What the inspector shows about the element under the pointer (docs/product.md §2). */
export interface ElementDescription {
  tag: string;
  id: string | null;
  classes: string[];
  size: { width: number; height: number };
  position: { x: number; y: number };
  primarySelector: string;
  alternativeSelectors: string[];
  attributes: { name: string; value: string }[];
}

/** Attributes worth knowing when writing a test or a bug report. Values of form fields are left out on purpose. */
const IMPORTANT_ATTRIBUTES = [
  'id',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-expanded',
  'aria-current',
  'name',
  'type',
  'href',
  'src',
  'alt',
  'title',
  'placeholder',
  'for',
  'data-testid',
];

/** Attributes that make good selectors, most stable first. */
const SELECTOR_ATTRIBUTES = [
  'data-testid',
  'name',
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'href',
  'role',
  'type',
];

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function isUnique(root: ParentNode, selector: string, element: Element): boolean {
  try {
    const found = root.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
}

/** A structural path that always identifies the element: `main > div:nth-of-type(2) > button`. */
function pathSelector(element: Element): string {
  const parts: string[] = [];
  let current: Element | null = element;
  while (current && current !== current.ownerDocument.documentElement) {
    const tag = current.tagName.toLowerCase();
    if (current.id && isUnique(current.ownerDocument, `#${CSS.escape(current.id)}`, current)) {
      parts.unshift(`#${CSS.escape(current.id)}`);
      break;
    }
    const parent: Element | null = current.parentElement;
    const sameTag = parent ? [...parent.children].filter((child) => child.tagName === current?.tagName) : [];
    parts.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(current) + 1})` : tag);
    if (tag === 'body') break;
    current = parent;
  }
  return parts.join(' > ');
}

/** The nearest ancestor a selector can name on its own (an id or a labelled landmark), to scope others under. */
function scopeOf(element: Element): string | null {
  for (let current = element.parentElement; current; current = current.parentElement) {
    const tag = current.tagName.toLowerCase();
    const candidates = [
      current.id ? `#${CSS.escape(current.id)}` : null,
      current.getAttribute('aria-label')
        ? `${tag}[aria-label=${quote(current.getAttribute('aria-label') ?? '')}]`
        : null,
    ];
    const unique = candidates.find(
      (selector): selector is string => !!selector && isUnique(current.ownerDocument, selector, current),
    );
    if (unique) return unique;
  }
  return null;
}

/** Unique selectors for the element, best first (id, test id, accessible attributes, classes, then the path). */
export function selectorsFor(element: Element): string[] {
  const document = element.ownerDocument;
  const tag = element.tagName.toLowerCase();
  const candidates: string[] = [];
  if (element.id) candidates.push(`#${CSS.escape(element.id)}`);
  for (const name of SELECTOR_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value) candidates.push(`${tag}[${name}=${quote(value)}]`);
  }
  const classes = [...element.classList].slice(0, 3);
  if (classes.length > 0) candidates.push(`${tag}.${classes.map((name) => CSS.escape(name)).join('.')}`);
  const distinct = [...new Set(candidates)];
  const unique = distinct.filter((selector) => isUnique(document, selector, element));
  // `a[href="/home"]` may appear twice on a page; `nav[aria-label="Main"] a[href="/home"]` only once.
  const scope = scopeOf(element);
  if (scope) {
    for (const selector of distinct) {
      const scoped = `${scope} ${selector}`;
      if (!unique.includes(selector) && isUnique(document, scoped, element)) unique.push(scoped);
    }
  }
  unique.push(pathSelector(element));
  return [...new Set(unique)];
}

export function describeElement(element: Element): ElementDescription {
  const rect = element.getBoundingClientRect();
  const [primarySelector = element.tagName.toLowerCase(), ...others] = selectorsFor(element);
  return {
    tag: element.tagName.toLowerCase(),
    id: element.id || null,
    classes: [...element.classList],
    size: { width: Math.round(rect.width), height: Math.round(rect.height) },
    position: { x: Math.round(rect.left + window.scrollX), y: Math.round(rect.top + window.scrollY) },
    primarySelector,
    alternativeSelectors: others.slice(0, INSPECTOR_ALT_SELECTORS_MAX),
    attributes: IMPORTANT_ATTRIBUTES.flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [{ name, value }];
    }),
  };
}
