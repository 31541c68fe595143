import type { ActivityKind } from '@signal-desk/domain/activity';
import type { TFunction } from 'i18next';

/**
 * Every activity kind of the log (SPEC section 4 and the administration events) by its
 * translation key under `activityKinds`: the log screen, its event type filter and the signal
 * page's trail name them alike. A kind the domain adds without a key here fails to compile.
 */
export const ACTIVITY_KIND_KEYS = {
  'sign in': 'signIn',
  'sign out': 'signOut',
  'profile updated': 'profileUpdated',
  'password changed': 'passwordChanged',
  'admin created': 'adminCreated',
  'admin updated': 'adminUpdated',
  'admin activation changed': 'adminActivationChanged',
  'admin sessions revoked': 'adminSessionsRevoked',
  'session ended': 'sessionEnded',
  'two factor enrolled': 'twoFactorEnrolled',
  'two factor removed': 'twoFactorRemoved',
  'two factors reset': 'twoFactorsReset',
  'recovery code used': 'recoveryCodeUsed',
  'recovery codes renewed': 'recoveryCodesRenewed',
  'second step failed': 'secondStepFailed',
  'quote provider changed': 'quoteProviderChanged',
  'role created': 'roleCreated',
  'role updated': 'roleUpdated',
  'role deleted': 'roleDeleted',
  'currency created': 'currencyCreated',
  'currency updated': 'currencyUpdated',
  'currency deleted': 'currencyDeleted',
  'pair created': 'pairCreated',
  'pair deleted': 'pairDeleted',
  'pair pip size changed': 'pairPipSizeChanged',
  'catalogue seeded': 'catalogueSeeded',
  'settings updated': 'settingsUpdated',
  'take profit rule created': 'takeProfitRuleCreated',
  'take profit rule updated': 'takeProfitRuleUpdated',
  'take profit rule deleted': 'takeProfitRuleDeleted',
  'bad words added': 'badWordsAdded',
  'bad word deleted': 'badWordDeleted',
  'signal settings updated': 'signalSettingsUpdated',
  // The kinds of a trade idea, shown in its trail.
  'create signal': 'created',
  'external titan create signal': 'externalCreated',
  'update signal': 'updated',
  'make expired': 'expired',
  'update live price': 'livePrice',
  'csv export': 'csvExport',
  'value added or changed in a signal': 'valueChanged',
  'status changed automatically': 'statusAuto',
  'status changed manually': 'statusManual',
  'take profit added': 'takeProfitAdded',
  'take profit hit': 'takeProfitHit',
  'all take profits hit': 'allTakeProfitsHit',
  'change status update': 'statusUpdate',
  'stop loss hit': 'stopLossHit',
  'is-closed changed': 'closedChanged',
  'signal soft-deleted': 'softDeleted',
  'signal restored': 'restored',
  // Delivery.
  'notification sent': 'notificationSent',
  'luxe notification sent': 'luxeNotificationSent',
  'delivery job retried': 'deliveryJobRetried',
  // Customers and subscriptions.
  'customer signed up': 'customerSignedUp',
  'customer session revoked': 'customerSessionRevoked',
  'customer push sent': 'customerPushSent',
  'subscription created': 'subscriptionCreated',
  'subscription updated': 'subscriptionUpdated',
  'subscription deleted': 'subscriptionDeleted',
  // Telegram and Discord channels.
  'channel created': 'channelCreated',
  'channel updated': 'channelUpdated',
  'channel deleted': 'channelDeleted',
  'channel test sent': 'channelTestSent',
  // Content and media.
  'banner created': 'bannerCreated',
  'banner updated': 'bannerUpdated',
  'banner deleted': 'bannerDeleted',
  'faq category created': 'faqCategoryCreated',
  'faq category updated': 'faqCategoryUpdated',
  'faq category deleted': 'faqCategoryDeleted',
  'faq created': 'faqCreated',
  'faq updated': 'faqUpdated',
  'faq deleted': 'faqDeleted',
  'faq image removed': 'faqImageRemoved',
  'filter created': 'filterCreated',
  'filter updated': 'filterUpdated',
  'filter deleted': 'filterDeleted',
  'mastery created': 'masteryCreated',
  'mastery updated': 'masteryUpdated',
  'mastery deleted': 'masteryDeleted',
  'masteries reordered': 'masteriesReordered',
  'app version updated': 'appVersionUpdated',
  'file uploaded': 'fileUploaded',
} as const satisfies Record<ActivityKind, string>;
export type ActivityKindKey = (typeof ACTIVITY_KIND_KEYS)[ActivityKind];

/** The translation key of a kind the server sent, or null for one this screen does not know. */
export const activityKindKeyOf = (kind: string): ActivityKindKey | null =>
  Object.hasOwn(ACTIVITY_KIND_KEYS, kind) ? ACTIVITY_KIND_KEYS[kind as ActivityKind] : null;

/** An activity kind as the admin reads it; a kind this screen does not know shows its code. */
export function activityKindLabel(t: TFunction, kind: string): string {
  const key = activityKindKeyOf(kind);
  return key ? t(`activityKinds.${key}`) : kind;
}
