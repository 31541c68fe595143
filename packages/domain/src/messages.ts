/**
 * Validation messages in English, keyed by code. Schemas use the code as their message; the server
 * turns codes into these texts and the web app translates them (its English file reuses this table).
 * A message with `{{name}}` placeholders takes parameters (i18next interpolation): the field error
 * carries them in `params`, every language writes the same placeholders.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  invalid: 'Invalid value',
  tooShort2: 'Must be at least 2 characters',
  tooLong100: 'Must be at most 100 characters',
  tooLong150: 'Must be at most 150 characters',
  email: 'Enter a valid email address',
  nicknameLength: 'Must be 3 to 6 characters',
  nicknameChars: 'Only Latin letters and digits are allowed',
  passwordLength: 'Must be 8 to 200 characters',
  passwordCapital: 'Must contain a capital letter',
  passwordLetter: 'Must contain a letter',
  passwordDigit: 'Must contain a number',
  passwordSpecial: 'Must contain one of !@#$%^&*()-_+.',
  passwordChars: 'Only Latin letters, digits and !@#$%^&*()-_+. are allowed',
  passwordsMatch: 'Passwords must match',
  currentPasswordRequired: 'Enter your current password to set a new one',
  permissionsRequired: 'Select at least one permission',
  integer: 'Must be a whole number',
  nonNegative: 'Must be 0 or more',
  numberRange: 'Must be between -10,000,000 and 10,000,000',
  url: 'The URL must begin with http:// or https://',
  positive: 'Must be greater than 0',
  accountBalanceMax: 'The account balance must be at most 10,000',
  riskMax: 'My risk must be at most 20%',
  maxDecimals: 'At most 8 decimals',
  numberOnly: 'Numbers only',
  numberAmbiguous: 'This number reads two ways: leave out the thousands separator or add decimals',
  sentimentRange: 'Sentiment must be between 10 and 100 percent',
  analysisWords: 'The analysis must be at most 100 words',
  tooLong1300: 'Must be at most 1300 characters',
  tooLong1500: 'Must be at most 1500 characters',
  takeProfitRequired: 'Add at least one take profit',
  takeProfitPositive: 'Each take profit must be greater than 0',
  stopLossPositive: 'The stop loss must be greater than 0',
  takeProfitOrder: 'Take profits must be in order, each further from the entry than the one before',
  takeProfitSide: 'Take profits must be on the profit side of the entry',
  stopLossSide: 'The stop loss must be on the loss side of the entry',
  entryRequired: 'Enter the entry price',
  pairRequired: 'Select a currency pair',
  blacklisted: 'Compliance warning: please refrain from using such terms',
  taken: 'Already taken',
  currentPasswordWrong: 'The current password is wrong',
  controlCharacters: 'Control characters (such as NUL) are not allowed',
  maxBelowMin: 'The maximum must not be below the minimum',
  ruleEmpty: 'Set at least one limit',
  signalTypeNotInApp: 'Choose signal types the app publishes',
  expiryPast: 'The expiry must lie in the future',
  bannerEmpty: 'Add an image or a text',
  // customers and subscriptions
  productIdChars: 'Only Latin letters, digits and . _ - are allowed',
  endBeforeStart: 'The end date must not be before the start date',
  usernameLength: 'Must be 3 to 30 characters',
  usernameChars: 'Only Latin letters, digits and . _ - are allowed',
  // content and media
  tooLong1000: 'Must be at most 1000 characters',
  tooLong100000: 'Must be at most 100,000 characters',
  bannerWords: 'The banner text must be at most 14 words',
  color: 'Enter a colour as #RRGGBB',
  filterIdRequired: 'The filter id must not be empty',
  filterLabelRequired: 'The filter label must not be empty',
  filterSelectedRequired: 'Selected must not be empty',
  filtersRequired: 'The filters list must not be empty',
  videoRequired: 'Video is required',
  version: 'Enter a version such as 2.4.1',
  // reports and audit
  dateInvalid: 'Enter a date (YYYY-MM-DD) or a date and time with its offset',
  rangeReversed: 'The start date must not be after the end date',
  rangeTooLong: 'The date range must be at most 5 years',
  // two-factor sign-in
  codeSixDigits: 'Enter the 6 digits of your authenticator app',
  recoveryCodeFormat: 'Enter a recovery code such as abcde-12345',
  tooLong60: 'Must be at most 60 characters',
  reauthRequired: 'Enter your current password or a code of your authenticator app',
  // take-profit rules (SPEC section 3): the actual value and what the rule allows
  takeProfitsTooFew: 'At least {{min}} take profits are required ({{given}} given)',
  takeProfitsTooMany: 'At most {{max}} take profits are allowed ({{given}} given)',
  ruleStopLossPips: 'The stop loss is {{actual}} pips away; the rule allows {{min}} to {{max}}',
  ruleStopLossPoints: 'The stop loss is {{actual}} points away; the rule allows {{min}} to {{max}}',
  ruleStopLossPercent: 'The stop loss is {{actual}}% of the entry; the rule allows {{min}}% to {{max}}%',
  ruleTakeProfitPips: 'Take profit {{number}} is {{actual}} pips away; the rule allows {{min}} to {{max}}',
  ruleTakeProfitPoints:
    'Take profit {{number}} is {{actual}} points away; the rule allows {{min}} to {{max}}',
  ruleRiskReward:
    'The risk/reward ratio of take profit {{number}} is {{actual}}; the expected ratio is at least {{expected}}',
  notForApp: 'Not for this app',
  traderRequired: 'Select a trader',
  externalAppRequired: 'Choose an external app',
  roleUnknown: 'One or more roles do not exist',
  // list queries (SPEC section 7)
  unknownField: 'Unknown field {{field}}',
  operatorNotAllowed: 'The operator {{operator}} is not allowed on {{field}}',
  sortNotAllowed: 'Sorting on {{field}} is not allowed',
  jsonInvalid: 'Invalid JSON',
  jsonObject: 'Expected a JSON object',
  unknownStatus: 'Unknown status: {{statuses}}',
  // sizes a schema leaves to its limit alone (the server names the limit)
  tooLongMax: 'Must be at most {{max}} characters',
  tooShortMin: 'Must be at least {{min}} characters',
  tooManyItems: 'At most {{max}} items are allowed',
  tooFewItems: 'At least {{min}} items are required',
  numberMax: 'Must be at most {{max}}',
  numberMin: 'Must be at least {{min}}',
} as const;

export type ValidationCode = keyof typeof VALIDATION_MESSAGES;
/** Every code the domain and the server can put on a field (the web app translates each one). */
export const VALIDATION_CODES = Object.keys(VALIDATION_MESSAGES) as ValidationCode[];

/** The values a parameterised message shows (numbers as decimal text, names as they are). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message's `{{name}}` placeholders filled in, as i18next interpolation does in the web app. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/{{(\w+)}}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English text of a code with its parameters filled in. */
export const validationMessage = (code: ValidationCode, params?: MessageParams): string =>
  fillPlaceholders(VALIDATION_MESSAGES[code], params);

export function isValidationCode(value: string): value is ValidationCode {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}
