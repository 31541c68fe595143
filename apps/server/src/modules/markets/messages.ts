/** The markets messages of SPEC sections 5 and 8, as the API answers them. */
export const MARKET_MESSAGES = {
  unsupportedByBroker: 'Currency not supported by any broker, so quotes do not update automatically',
  invalidForBroker: 'Currency not valid with the current broker, so live price is not pulled',
  noPriceOnExchange: 'No price for the pair on the chosen exchange: choose another',
  exchangeLacksPair: 'Exchange does not exist for the current pair',
  unsupportedByExchanges: 'The pair is unsupported by the exchanges, so the idea cannot be sent',
  noContracts: 'No possible contracts with the provided values',
} as const;
