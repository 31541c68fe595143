import type { Logger } from 'pino';
import type { DeliveryConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import type { ChannelSender } from '../../integrations/channels/channel-sender';
import { createChannelSender } from '../../integrations/channels/real-channel-sender';
import type { PartnerWebhookConfig } from '../../integrations/partner/partner-webhook';
import { FcmPushSender, serviceAccountToken } from '../../integrations/push/fcm-push-sender';
import { meteredPushSender } from '../../integrations/push/metered-push-sender';
import type { PushSender } from '../../integrations/push/push-sender';
import { purgeSimulatedPushes, SimulatedPushSender } from '../../integrations/push/simulated-push-sender';
import type { Storage } from '../../integrations/storage/storage';
import { type JobHandler, JobRuntime } from '../../jobs/job-runtime';
import { notFound } from '../../shared/errors';
import { type Meters, NO_METERS } from '../../shared/meters';
import { type Actor, recordActivity } from '../activity/service';
import { channelJobHandlers, purgeChannelPosts } from '../channels/channel-posts-service';
import { partnerJobHandlers, purgePartnerCopies } from '../partner/service';
import type { TraderFollowerIds } from './audience';
import { pushJobHandlers } from './push-delivery';
import type { SignalDelivery } from './signal-delivery-service';

/** Old delivery records are removed this often (every replica; deleting twice is harmless). */
const HOUSEKEEPING_MS = 10 * 60 * 1000;

/** What the routes need to know about delivery in this process. */
export interface DeliveryInfo {
  sender: 'fcm' | 'simulated';
  partner: PartnerWebhookConfig | undefined;
  /** Checks inbound order reports; set even when no copy is sent. */
  partnerSecret: string | undefined;
  /** The job queue of this replica (absent in API tests that run no workers). */
  jobs: JobRuntime | undefined;
  /** Where Telegram and Discord posts go: the real APIs (CHANNELS=real) or the simulation. */
  channels: ChannelSender;
}

export interface Delivery extends DeliveryInfo {
  jobs: JobRuntime;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function partnerOf(config: DeliveryConfig): PartnerWebhookConfig | undefined {
  const { url, secret } = config.partner;
  return url && secret ? { url, secret } : undefined;
}

/** The delivery workers of one replica: push fan-out and batches, signal pushes, the partner copy, channel posts. */
export function createDelivery(options: {
  database: Database;
  config: DeliveryConfig;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** Replaces the configured sender (tests, benchmarks). */
  sender?: PushSender;
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** Devices per push batch job (tests use small ones to exercise many batches). */
  pushBatchSize?: number;
  /** The 'trader-followers' audience's customers (the customers module's query). */
  traderFollowerIds: TraderFollowerIds;
  meters?: Pick<Meters, 'push' | 'partner'>;
  /** Where the ideas' images are read from, for their channel posts. */
  storage?: Storage;
  /** Replaces the configured channel sender (tests). */
  channelSender?: ChannelSender;
}): Delivery {
  const { database, config, meters = NO_METERS } = options;
  const sender =
    options.sender ??
    (config.fcm
      ? new FcmPushSender({
          projectId: config.fcm.projectId,
          endpoint: config.fcm.endpoint,
          accessToken: serviceAccountToken(config.fcm.serviceAccount),
        })
      : new SimulatedPushSender(database.db));
  const partner = partnerOf(config);
  const channelSender = options.channelSender ?? createChannelSender(config.channels);
  const handlers: JobHandler<never>[] = [
    ...pushJobHandlers({
      db: database.db,
      sender: meteredPushSender(sender, meters.push),
      batchSize: options.pushBatchSize,
      traderFollowerIds: options.traderFollowerIds,
    }),
    ...partnerJobHandlers(database.db, partner, meters.partner),
    ...channelJobHandlers({ db: database.db, sender: channelSender, storage: options.storage }),
  ];
  const jobs = new JobRuntime({
    database,
    log: options.log,
    handlers,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  let housekeeping: NodeJS.Timeout | undefined;
  const purge = () =>
    Promise.all([
      purgePartnerCopies(database.db),
      purgeSimulatedPushes(database.db),
      purgeChannelPosts(database.db),
    ]).catch((err) => options.log.warn({ err }, 'delivery housekeeping failed'));
  return {
    sender: sender.name,
    partner,
    partnerSecret: config.partner.secret,
    jobs,
    channels: channelSender,
    start: async () => {
      await jobs.start();
      housekeeping = setInterval(purge, HOUSEKEEPING_MS);
      housekeeping.unref();
    },
    stop: async () => {
      clearInterval(housekeeping);
      await jobs.stop();
    },
  };
}

/** Puts a delivery job that failed all its retries back in its queue, and logs it. */
export async function retryFailedJob(
  db: Db,
  jobs: JobRuntime | undefined,
  actor: Actor,
  id: string,
  queue: string,
): Promise<{ _id: string }> {
  const failed = (await jobs?.failedJobs(1000))?.find((job) => job.id === id && job.queue === queue);
  if (!jobs || !failed) throw notFound('Failed job');
  await jobs.retry(failed.queue, failed.id);
  await recordActivity(db, actor, {
    kind: 'delivery job retried',
    targetType: 'job',
    targetId: failed.id,
    next: { queue: failed.queue },
  });
  return { _id: failed.id };
}

/**
 * What the signal writes of a process record for its delivery: partner copies unless its delivery
 * runs with no partner configured. A process without delivery workers (API tests) records them.
 */
export function signalDeliveryOf(delivery: DeliveryInfo | undefined): SignalDelivery {
  return { partnerCopies: delivery === undefined || delivery.partner !== undefined };
}
