import type { SignalStatus } from '@signal-desk/domain/signal';
/** The body of the status actions (signalActionInputSchema): the version seen, and for a forced close the price. */
export interface SignalActionRequest {
  id: string;
  version: number;
  force?: boolean;
  price?: string;
  /** The outcome the admin confirmed: the server refuses if the price now gives another. */
  expectedStatus?: SignalStatus;
}

export const actionBody = ({ version, force, price, expectedStatus }: SignalActionRequest) => ({
  version,
  force: force ?? false,
  ...(price ? { price } : {}),
  ...(expectedStatus ? { expectedStatus } : {}),
});
