import {
  channelInputSchema,
  channelListQuerySchema,
  channelPostListQuerySchema,
  channelPostSchema,
  channelSchema,
  channelTestInputSchema,
  channelTestResultSchema,
} from '@signal-desk/domain/channels';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf } from '@signal-desk/domain/http';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import type { ChannelSender } from '../../integrations/channels/channel-sender';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannelPosts,
  listChannels,
  sendTestMessage,
  updateChannel,
} from './channels-service';

const tags = ['channels'];
const byId = z.object({ id: idSchema });

export interface ChannelRouteDeps extends RouteDeps {
  /** This process's sender: the test message goes through it at once. */
  sender: ChannelSender;
}

/** Each app's Telegram chats and Discord channels, and the history of their posts (decision 32). */
export function channelRoutes(app: Api, { db, sender }: ChannelRouteDeps) {
  const simulated = sender.name === 'simulated';
  app.get(
    '/channels',
    {
      schema: {
        tags,
        summary: "The channels of the caller's apps (or of one), secrets masked",
        querystring: channelListQuerySchema,
        response: { 200: dataOf(z.array(channelSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listChannels(db, visibleApps(request), request.query.app, simulated),
    }),
  );
  app.get(
    '/channels/:id',
    {
      schema: {
        tags,
        summary: 'One channel, secrets masked',
        params: byId,
        response: { 200: dataOf(channelSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getChannel(db, request.params.id, simulated) }),
  );
  app.post(
    '/channels',
    {
      schema: {
        tags,
        summary: 'Add a Telegram chat (bot token, chat id) or a Discord channel (webhook URL)',
        body: channelInputSchema,
        response: { 201: dataOf(channelSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createChannel(db, actorOf(request), request.body, simulated) }),
  );
  app.put(
    '/channels/:id',
    {
      schema: {
        tags,
        summary: 'Replace a channel; a secret left empty is kept',
        params: byId,
        body: channelInputSchema,
        response: { 200: dataOf(channelSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateChannel(db, actorOf(request), request.params.id, request.body, simulated),
    }),
  );
  app.delete(
    '/channels/:id',
    {
      schema: {
        tags,
        summary: 'Remove a channel and its posts history',
        params: byId,
        response: { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteChannel(db, actorOf(request), request.params.id, simulated) }),
  );
  app.post(
    '/channels/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a test message now and answer what Telegram or Discord said',
        params: byId,
        body: channelTestInputSchema.optional(),
        response: { 200: dataOf(channelTestResultSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await sendTestMessage(db, sender, actorOf(request), request.params.id, request.body ?? {}),
    }),
  );
  app.get(
    '/channel-posts',
    {
      schema: {
        tags,
        summary: 'Every post of the channels, newest first, with its outcome, error and attempts',
        querystring: channelPostListQuerySchema,
        response: { 200: listOf(channelPostSchema), ...errorResponses },
      },
    },
    async (request) => listChannelPosts(db, visibleApps(request), request.query),
  );
}
