/** Words in a text, as a reader counts them. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === '' ? 0 : words.length;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Blacklisted terms found in the texts, whole words or phrases, ignoring case: the compliance filter
 * of SPEC section 5 ("please refrain from using such terms").
 */
export function findBlacklisted(
  texts: readonly (string | null | undefined)[],
  blacklist: readonly string[],
): string[] {
  const terms = blacklist.map((w) => w.trim()).filter(Boolean);
  if (terms.length === 0) return [];
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const term of terms) {
      if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(text))
        found.add(term.toLowerCase());
    }
  }
  return [...found];
}
