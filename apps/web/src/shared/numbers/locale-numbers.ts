/**
 * Numbers in the admin's language: decimal text (as the API sends and takes it, never a float) shown
 * with the locale's separators, and typed input read with them. Nothing is rounded and no digit is
 * ever dropped: input that the locale cannot read one way only is an error, not a guess.
 *
 * Hand-written on purpose: number-input libraries parse to a JavaScript float (digits past 15-17 lost)
 * and guess at text that reads two ways ("90.000" in German); prices here are exact decimal text.
 */

export interface NumberSymbols {
  decimal: string;
  group: string;
}

interface LocaleNumbers extends NumberSymbols {
  /** Whether four-digit numbers are grouped (not in es, pl...). */
  groupsFour: boolean;
}

// Per locale, once: an Intl.NumberFormat costs far more to make than the formatting a table row needs.
const localeCache = new Map<string, LocaleNumbers>();

function localeNumbers(locale: string): LocaleNumbers {
  let numbers = localeCache.get(locale);
  if (!numbers) {
    const format = new Intl.NumberFormat(locale);
    const parts = format.formatToParts(12345.6);
    numbers = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? '',
      groupsFour: format.format(1234).length > 4,
    };
    localeCache.set(locale, numbers);
  }
  return numbers;
}

/** The decimal and grouping separators of a locale ("," and "\u202f" in French, "," and "." in German). */
export const numberSymbols = (locale: string): NumberSymbols => localeNumbers(locale);

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Decimal text ("-86798.5") in the locale's format ("-86.798,5" in German), every digit kept. */
export function formatDecimal(value: string | null | undefined, locale: string, grouping = true): string {
  if (value === null || value === undefined || value === '') return '';
  const match = DECIMAL_TEXT.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '', fraction] = match;
  // Four-digit numbers stay ungrouped where the locale does so (es, pl...): Intl knows, so ask it.
  const { decimal, group, groupsFour } = localeNumbers(locale);
  const grouped =
    grouping && (whole.length > 4 || (whole.length === 4 && groupsFour))
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
      : whole;
  return `${sign === '-' ? '\u2212' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

export type ParsedNumber = { ok: true; value: string } | { ok: false; reason: 'invalid' | 'ambiguous' };

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Reads a number typed in the locale: its decimal separator, its grouping (or plain spaces) in groups
 * of three; a dot or a comma that could be either the decimal or the grouping separator is refused
 * (e.g. "1,234" in a locale whose decimal is a comma but typed as an English grouping).
 *
 * - de: "85.000,50" -> 85000.50; "1.234.567" -> 1234567; "1,15303" -> 1.15303; "1.15303" -> 1.15303 (a
 *   dot that cannot be grouping is the decimal point of a pasted price); "90.000" and "1.155" -> refused
 *   (ninety thousand or ninety?)
 * - en: "90,000" -> 90000; "1.15303" -> 1.15303; "1,5" -> refused (neither grouping nor English decimal)
 */
export function parseDecimalInput(input: string, locale: string): ParsedNumber {
  const { decimal, group } = numberSymbols(locale);
  let raw = input.trim().replace(/^[\u2212\u2013]/, '-');
  if (raw === '') return { ok: false, reason: 'invalid' };
  const negative = raw.startsWith('-') || raw.startsWith('+') ? raw[0] === '-' : false;
  if (raw.startsWith('-') || raw.startsWith('+')) raw = raw.slice(1);
  // Spaces (and the apostrophe of de-CH) only ever group.
  const spaced = SPACES.test(raw);
  SPACES.lastIndex = 0;
  raw = raw.replace(SPACES, spaced ? ' ' : '');
  const groupChar = /[\s\u00a0\u202f]/.test(group) ? ' ' : group;
  const other = decimal === ',' ? '.' : ',';
  if (!/^[\d., ]+$/.test(raw)) return { ok: false, reason: 'invalid' };

  const groupedOk = (whole: string, sep: string) =>
    new RegExp(`^\\d{1,3}(${sep === '.' ? '\\.' : sep}\\d{3})+$`).test(whole);

  const finish = (whole: string, fraction: string | undefined): ParsedNumber => {
    if (!/^\d+$/.test(whole) || (fraction !== undefined && !/^\d+$/.test(fraction))) {
      return { ok: false, reason: 'invalid' };
    }
    const w = whole.replace(/^0+(?=\d)/, '');
    return {
      ok: true,
      value: `${negative && (w !== '0' || /[1-9]/.test(fraction ?? '')) ? '-' : ''}${w}${fraction ? `.${fraction}` : ''}`,
    };
  };

  const decimalCount = raw.split(decimal).length - 1;
  if (decimalCount > 1) return { ok: false, reason: 'invalid' };
  if (decimalCount === 1) {
    const [whole = '', fraction = ''] = raw.split(decimal);
    if (whole === '' || fraction === '') return { ok: false, reason: 'invalid' };
    if (/[^\d]/.test(whole)) {
      // Grouped whole part: only the locale's grouping (or spaces), in threes.
      const sep = whole.includes(' ') ? ' ' : groupChar;
      if (whole.replace(new RegExp(sep === '.' ? '\\.' : sep, 'g'), '').match(/[^\d]/)) {
        return { ok: false, reason: whole.includes(other) ? 'ambiguous' : 'invalid' };
      }
      if (!groupedOk(whole, sep)) return { ok: false, reason: 'invalid' };
      return finish(whole.split(sep).join(''), fraction);
    }
    return finish(whole, fraction);
  }
  // No locale decimal separator: digits with grouping, or a foreign decimal point.
  if (/^\d+$/.test(raw)) return finish(raw, undefined);
  if (raw.includes(' ')) {
    if (!groupedOk(raw, ' ')) return { ok: false, reason: 'invalid' };
    return finish(raw.split(' ').join(''), undefined);
  }
  const sep = raw.includes(groupChar) ? groupChar : other;
  const pieces = raw.split(sep);
  if (sep === groupChar && groupedOk(raw, sep)) {
    // "90.000" could be ninety thousand (German grouping) or ninety (a pasted decimal point): refused.
    // "1.234.567" can only be grouping; so can "90,000" in English, whose decimal is not a comma.
    if (sep === '.' && pieces.length === 2) return { ok: false, reason: 'ambiguous' };
    return finish(pieces.join(''), undefined);
  }
  if (sep === other && pieces.length === 2 && other === '.') {
    // A single dot in a comma-decimal locale: the decimal point of a pasted price ("1.15303"), unless
    // it could just as well group thousands ("1.155", "90.000"): that one is refused, not guessed.
    if ((pieces[1] ?? '').length === 3) return { ok: false, reason: 'ambiguous' };
    return finish(pieces[0] ?? '', pieces[1]);
  }
  return { ok: false, reason: pieces.length === 2 ? 'ambiguous' : 'invalid' };
}
