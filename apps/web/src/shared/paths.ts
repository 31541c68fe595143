/** The public track record's pages (`/track-record/{app}`, `.../widget`): outside the router and the shell. */
export const PUBLIC_TRACK_RECORD_PATH = '/track-record/';

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
  stats: '/stats',
  logActivities: '/log-activities',
  logOrders: '/log-orders',
  channels: '/channels',
  channelPosts: '/channel-posts',
  notifications: '/notifications',
  notificationAdd: '/notifications/add',
  luxeNotifications: '/luxe-notifications',
  luxeNotificationAdd: '/luxe-notifications/add',
  pushStats: '/push-notification-stats',
  pushStatsShow: '/push-notification-stats/$id/show',
  users: '/users',
  user: '/users/$id',
  subscriptions: '/subscriptions',
  subscriptionAdd: '/subscriptions/add',
  subscriptionEdit: '/subscriptions/$id/edit',
  banners: '/banners',
  faq: '/faq',
  faqCategoryAdd: '/faq/addCategory',
  faqItemAdd: '/faq/addItem',
  faqEdit: '/faq/$id/edit',
  filters: '/filters',
  filterCategoryAdd: '/filters/addCategory',
  filterItemAdd: '/filters/addItem',
  filterEdit: '/filters/$id/edit',
  masteries: '/masteries',
  appVersion: '/app-version',
  signal: '/signals/$id',
} as const;

/** Paths people type for the sign-in page: they lead where /signin leads, never to a 404 after signing in. */
export const SIGN_IN_ALIASES: readonly string[] = ['/login'];

/** A path with its `$id` filled in. */
export const withId = (
  path: Extract<(typeof PATHS)[keyof typeof PATHS], `${string}$id${string}`>,
  id: string,
) => path.replace('$id', encodeURIComponent(id));
