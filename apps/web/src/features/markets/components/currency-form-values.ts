import type { Currency, CurrencyType, currencyInputSchema } from '@signal-desk/domain/markets';
import type { z } from 'zod';
import { nullableText, optionalText } from '../../../shared/forms/form-resolver';
import { decimalInputOrNull, formDecimal } from '../../../shared/numbers/number-input';

/** What the currency form's inputs hold: text as typed, '' for "none". */
export interface CurrencyFormValues {
  fullName: string;
  shortName: string;
  symbolId: string;
  icon: string;
  tag: string;
  type: CurrencyType;
  currency: string;
  exchange: string;
  expiryDate: string;
  multiplier: string;
}

/** The form's number inputs, read in the admin's language (`formResolver`'s `numberFields`). */
export const CURRENCY_NUMBER_FIELDS = ['multiplier'] as const;

/** The largest icon the API keeps: a data URI of 20,000 characters (about 14 KB of image). */
export const MAX_ICON_LENGTH = 20_000;

export function currencyFormDefaults(currency?: Currency): CurrencyFormValues {
  return {
    fullName: currency?.fullName ?? '',
    shortName: currency?.shortName ?? '',
    symbolId: currency?.symbolId ?? '',
    icon: currency?.icon ?? '',
    tag: currency?.tag ?? '',
    type: currency?.type ?? 'forex',
    currency: currency?.currency ?? '',
    exchange: currency?.exchange ?? '',
    expiryDate: currency?.expiryDate?.slice(0, 10) ?? '',
    multiplier: formDecimal(currency?.multiplier),
  };
}

/** The API body for the inputs; empty optional fields are sent as null (the PUT replaces them all). */
export function currencyInputOf(values: CurrencyFormValues): z.input<typeof currencyInputSchema> {
  return {
    fullName: values.fullName,
    shortName: values.shortName,
    symbolId: optionalText(values.symbolId),
    icon: nullableText(values.icon),
    tag: nullableText(values.tag),
    type: values.type,
    currency: nullableText(values.currency),
    exchange: nullableText(values.exchange),
    expiryDate: nullableText(values.expiryDate),
    multiplier: decimalInputOrNull(values.multiplier),
  };
}
