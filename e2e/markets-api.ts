/** API calls that set the stage for the markets and live-update browser tests. */
import { call } from './api';

export interface Quote {
  bid: number;
  ask: number;
  price: number;
  time: number;
  outdated: boolean;
  simulated: boolean;
}

export interface PriceItem {
  from: string;
  to: string;
  quoteProvider: number;
  exchange?: string;
  exchangeType?: string;
}

/** The first fresh price of an instrument, read from the live-price stream the web app uses. */
export async function freshQuote(baseUrl: string, token: string, item: PriceItem, timeoutMs = 15_000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${baseUrl}/api/sse/subscribe-to-quotes`, {
      method: 'POST',
      signal: controller.signal,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ _id: 'q', userUnicId: `e2e-${Date.now()}`, ...item }]),
    });
    if (!response.ok || !response.body) throw new Error(`subscribe-to-quotes: ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error('The price stream ended without a fresh price');
      text += decoder.decode(value, { stream: true });
      const events = text.split('\n\n');
      text = events.pop() ?? '';
      for (const event of events) {
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (!data || event.includes('event: unavailable')) continue;
        const quote = JSON.parse(data) as Quote;
        if (!quote.outdated) return quote;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

interface Pair {
  _id: string;
  base: string;
  quote: string;
  exchange: string | null;
  exchangeType: string | null;
}

export async function findPair(
  baseUrl: string,
  token: string,
  where: Record<string, unknown>,
): Promise<Pair> {
  const query = new URLSearchParams({ where: JSON.stringify(where), perPage: '1' });
  const [pair] = (await call(baseUrl, 'GET', `/currency-pairs?${query}`, token)) as Pair[];
  if (!pair) throw new Error(`No pair matches ${JSON.stringify(where)}`);
  return pair;
}

export const createSignal = (baseUrl: string, token: string, body: object) =>
  call(baseUrl, 'POST', '/signals', token, body) as Promise<{
    _id: string;
    signalId: string;
    status: string;
  }>;

export const getSignal = (baseUrl: string, token: string, id: string) =>
  call(baseUrl, 'GET', `/signals/${id}`, token) as Promise<{
    status: string;
    takeProfits: { price: string; hitAt: string | null }[];
  }>;
