/** Every path of the web app, written once: the route table and the links use these. */
export const PATHS = {
  signin: '/signin',
  dashboard: '/',
  profile: '/profile',
  admins: '/admins',
  adminAdd: '/admins/add',
  adminEdit: '/admins/$id/edit',
  roles: '/roles',
  roleAdd: '/roles/add',
  roleEdit: '/roles/$id/edit',
  currencies: '/currencies',
  currencyAdd: '/currencies/add',
  currencyEdit: '/currencies/$id/edit',
  currencyPairs: '/currency-pairs',
  signalCreation: '/signal-creation',
  signalEdit: '/signal-creation/$id/edit',
  signalCreationSuccess: '/signal-creation/success',
  signalConstants: '/signal-creation/constants',
  signals: '/signals',
  recycle: '/recycle',
  signalRules: '/signal-rules',
  signalRuleAdd: '/signal-rules/add',
  signalRuleEdit: '/signal-rules/$id/edit',
  settings: '/settings/edit',
} as const;

/** A path with its `$id` filled in. */
export const withId = (
  path: Extract<(typeof PATHS)[keyof typeof PATHS], `${string}$id${string}`>,
  id: string,
) => path.replace('$id', encodeURIComponent(id));
