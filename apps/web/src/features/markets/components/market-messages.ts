import { isValidationCode } from '@signal-desk/domain/messages';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';

/**
 * The markets messages of SPEC sections 5 and 8 as the API words them in English. The API gives them
 * no code, so they are recognised by their text to be shown in the admin's language.
 */
const MESSAGE_KEYS = {
  'Currency not supported by any broker, so quotes do not update automatically': 'unsupportedByBroker',
  'Currency not valid with the current broker, so live price is not pulled': 'invalidForBroker',
  'No price for the pair on the chosen exchange: choose another': 'noPriceOnExchange',
  'Exchange does not exist for the current pair': 'exchangeLacksPair',
  'The pair is unsupported by the exchanges, so the idea cannot be sent': 'unsupportedByExchanges',
  'No possible contracts with the provided values': 'noContracts',
  'Add this currency first': 'addCurrencyFirst',
  'Unknown base currency': 'unknownBase',
  'Unknown quote currency': 'unknownQuote',
  'Only crypto pairs have an exchange': 'exchangeOnlyCrypto',
  'This pair already exists': 'pairExists',
} as const;

export type MarketMessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** The admin's-language text of a markets message, or the message itself when it is not one of them. */
export function marketMessage(t: TFunction, message: string): string {
  const key = (MESSAGE_KEYS as Record<string, MarketMessageKey>)[message];
  return key ? t(`pairs.messages.${key}`) : message;
}

/** The text of a failed markets call: its field errors (translated) joined with a period, or its message. */
export function marketErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.fields.length > 0) {
    const texts = error.fields.map((field) =>
      field.code && isValidationCode(field.code)
        ? t(`validation.${field.code}`)
        : marketMessage(t, field.message),
    );
    return [...new Set(texts)].join('. ');
  }
  return error instanceof Error ? marketMessage(t, error.message) : String(error);
}
