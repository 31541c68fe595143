import { LOCALES } from '@signal-desk/domain/locales';
import {
  LUXE_APP,
  NOTIFICATION_MENU_APPS,
  type SignalPushType,
  signalPushSubject,
  signalPushText,
} from '@signal-desk/domain/notifications';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedSeeds, notifications, pushBatches, pushDevices, signals } from '../db/schema';

/** A small deterministic random source (the demo is the same on every machine). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const DEVICES_PER_APP = 400;
const LANGUAGE_WEIGHTS: [string, number][] = [
  ['en', 0.45],
  ['fr', 0.15],
  ['es', 0.15],
  ['de', 0.12],
  ['sv', 0.06],
  ['it', 0.07],
];

const MANUAL = [
  { title: 'Market open', body: 'London opens in 15 minutes: volatility ahead on EUR and GBP pairs.' },
  { title: 'NFP today', body: 'US jobs data at 13:30 UTC. Expect wide spreads around the release.' },
  {
    title: 'Weekly outlook',
    body: 'Our analysts look at the week ahead: open the app for the full outlook.',
  },
  { title: 'Maintenance', body: 'The app will be unavailable on Sunday from 02:00 to 03:00 UTC.' },
  { title: 'New strategy', body: 'Swing trading ideas now come with a risk calculator. Try it today.' },
];

/**
 * Devices for every app and language, and a month of pushes (manual, luxe and automatic for recent
 * trade ideas) with their delivery counts per language, as the simulated sender would have recorded
 * them. Once per database.
 */
export async function seedDemoNotifications(db: Db): Promise<number> {
  const next = random(20261123);
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-delivery-v1' })
      .onConflictDoNothing()
      .returning();
    if (!first) return 0;
    const apps = [...NOTIFICATION_MENU_APPS, LUXE_APP];
    const languageOf = () => {
      let r = next();
      for (const [language, weight] of LANGUAGE_WEIGHTS) {
        r -= weight;
        if (r <= 0) return language;
      }
      return 'en';
    };
    const devices = apps.flatMap((app) =>
      Array.from({ length: app === LUXE_APP ? DEVICES_PER_APP / 4 : DEVICES_PER_APP }, (_, i) => ({
        token: `demo-${app}-${i}-${Math.floor(next() * 1e9).toString(36)}`,
        app,
        language: languageOf(),
        platform: next() < 0.55 ? 'android' : 'ios',
        invalidatedAt: next() < 0.03 ? new Date() : null,
      })),
    );
    for (let i = 0; i < devices.length; i += 500)
      await tx.insert(pushDevices).values(devices.slice(i, i + 500));
    const byApp = new Map<string, string[]>();
    for (const d of devices)
      if (!d.invalidatedAt) byApp.set(d.app, [...(byApp.get(d.app) ?? []), d.language]);

    const now = Date.now();
    const rows: (typeof notifications.$inferInsert & { languages: string[] })[] = [];
    const add = (row: Omit<typeof notifications.$inferInsert, 'sender' | 'status'>) =>
      rows.push({ ...row, sender: 'simulated', status: 'done', languages: byApp.get(row.app) ?? [] });
    for (let day = 0; day < 30; day++) {
      const at = new Date(now - day * 86_400_000 - Math.floor(next() * 36_000_000));
      const manual = MANUAL[Math.floor(next() * MANUAL.length)] as (typeof MANUAL)[number];
      if (day % 2 === 0) {
        const app = NOTIFICATION_MENU_APPS[Math.floor(next() * NOTIFICATION_MENU_APPS.length)] as string;
        add({
          type: 'manual',
          label: 'all',
          app,
          ...manual,
          createdAt: at,
          sentAt: at,
          username: 'Olivia Martin',
        });
      }
      if (day % 7 === 3) {
        add({
          type: 'luxe',
          label: 'all',
          app: LUXE_APP,
          title: 'Private evening',
          body: 'Members are invited to our trading evening on Friday. Reply in the app to book.',
          createdAt: at,
          sentAt: at,
          username: 'Super Admin',
        });
      }
    }
    const recent = await tx
      .select()
      .from(signals)
      .where(inArray(signals.app, [...NOTIFICATION_MENU_APPS]))
      .orderBy(desc(signals.createdAt))
      .limit(25);
    for (const s of recent) {
      const types: SignalPushType[] = ['new idea'];
      if (s.takeProfits.some((tp) => tp.hitAt)) types.push('take profit hit');
      if (s.status === 'sl_hit') types.push('stop loss hit');
      for (const type of types) {
        const subject = signalPushSubject(type, s);
        const at = type === 'new idea' ? s.createdAt : (s.closedAt ?? s.updatedAt);
        add({
          type,
          label: s.signalId,
          app: s.app,
          signalId: s.id,
          ...signalPushText(type, subject, 'en'),
          texts: Object.fromEntries(LOCALES.map((l) => [l, signalPushText(type, subject, l)])),
          dedupeKey: `${s.id}:demo:${type}`,
          createdAt: at,
          sentAt: at,
        });
      }
    }
    for (const { languages, ...row } of rows) {
      const byLanguage: Record<string, { sent: number; success: number; failure: number }> = {};
      for (const language of languages) {
        const sum = byLanguage[language] ?? { sent: 0, success: 0, failure: 0 };
        byLanguage[language] = sum;
        sum.sent++;
        if (next() < 0.975) sum.success++;
        else sum.failure++;
      }
      const totals = Object.values(byLanguage).reduce(
        (a, b) => ({ sent: a.sent + b.sent, success: a.success + b.success, failure: a.failure + b.failure }),
        { sent: 0, success: 0, failure: 0 },
      );
      const [inserted] = await tx
        .insert(notifications)
        .values({ ...row, ...totals, batches: 1, batchesDone: totals.sent ? 1 : 0 })
        .returning({ id: notifications.id });
      if (inserted && totals.sent)
        await tx
          .insert(pushBatches)
          .values({ notificationId: inserted.id, batch: 0, sent: totals.sent, byLanguage });
    }
    await tx.execute(sql`select 1`);
    return rows.length;
  });
}
