/** Words in a text, as a reader counts them. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === '' ? 0 : words.length;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A blacklisted term found in one field of an input: what a compliance refusal names. */
export interface BlacklistedTerm {
  /** The field, as a path into the input (`title`, `translations.fr.title`, `filterData.1.label`). */
  path: string;
  /** The term as the blacklist spells it, in lower case. */
  term: string;
}

/**
 * Blacklisted terms in each text, whole words or phrases, ignoring case: the compliance filter of SPEC
 * section 5 ("please refrain from using such terms"). Texts are keyed by their field's path.
 */
export function findBlacklisted(
  texts: Readonly<Record<string, string | null | undefined>>,
  blacklist: readonly string[],
): BlacklistedTerm[] {
  const terms = [...new Set(blacklist.map((w) => w.trim().toLowerCase()).filter(Boolean))].map((term) => ({
    term,
    pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'iu'),
  }));
  if (terms.length === 0) return [];
  const found: BlacklistedTerm[] = [];
  for (const [path, text] of Object.entries(texts)) {
    if (!text) continue;
    for (const { term, pattern } of terms) if (pattern.test(text)) found.push({ path, term });
  }
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text an HTML fragment shows a reader: markup dropped, blocks apart, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/**
 * The fields customers read in the content the back-office publishes (pushes, banners, apps pedia,
 * masteries, filters), in every language: titles, bodies, texts, labels, names, descriptions and HTML
 * answers (as the text they show).
 */
const CUSTOMER_TEXT_KEYS = new Set(['title', 'body', 'text', 'label', 'name', 'description', 'html']);

/**
 * Every customer-facing text of an input, keyed by its path: found at any depth, so translations
 * (`translations.fr.title`) and nested options (`filterData.1.translations.de.label`) count too.
 */
export function customerTexts(input: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (value: unknown, path: string, key: string | undefined) => {
    const at = (name: string | number) => (path ? `${path}.${name}` : String(name));
    if (typeof value === 'string') {
      if (key !== undefined && CUSTOMER_TEXT_KEYS.has(key))
        texts[path] = key === 'html' ? htmlText(value) : value;
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, at(index), undefined);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, at(name), name);
    }
  };
  walk(input, '', undefined);
  return texts;
}
