import type { ChannelImage, ChannelSender, ChannelTarget } from './channel-sender';
import { required } from './channel-sender';
import { discordEdit, discordPost } from './discord-sender';
import { SimulatedChannelSender } from './simulated-channel-sender';
import { TelegramSender } from './telegram-sender';

/** Telegram (grammY) and Discord (webhooks), chosen by each channel's kind (CHANNELS=real). */
export class RealChannelSender implements ChannelSender {
  readonly name = 'real' as const;
  readonly rateLimited = true;
  private readonly telegram: TelegramSender;

  constructor(options: { telegramApiRoot: string }) {
    this.telegram = new TelegramSender(options.telegramApiRoot);
  }

  post(target: ChannelTarget, message: { text: string; image?: ChannelImage }) {
    return target.kind === 'telegram'
      ? this.telegram.post(
          required(target.botToken, 'bot token'),
          required(target.chatId, 'chat id'),
          message,
        )
      : discordPost(required(target.webhookUrl, 'webhook URL'), message);
  }

  edit(target: ChannelTarget, messageId: string, message: { text: string; caption: boolean }) {
    return target.kind === 'telegram'
      ? this.telegram.edit(
          required(target.botToken, 'bot token'),
          required(target.chatId, 'chat id'),
          messageId,
          message,
        )
      : discordEdit(required(target.webhookUrl, 'webhook URL'), messageId, message.text);
  }

  reply(target: ChannelTarget, replyTo: string, text: string) {
    return target.kind === 'telegram'
      ? this.telegram.reply(
          required(target.botToken, 'bot token'),
          required(target.chatId, 'chat id'),
          replyTo,
          text,
        )
      : discordPost(required(target.webhookUrl, 'webhook URL'), { text });
  }
}

/** The sender of this process: the real APIs with CHANNELS=real, else the simulation. */
export function createChannelSender(
  config: { mode: 'simulated' | 'real'; telegramApiRoot: string } | undefined,
): ChannelSender {
  return config?.mode === 'real'
    ? new RealChannelSender({ telegramApiRoot: config.telegramApiRoot })
    : new SimulatedChannelSender();
}
