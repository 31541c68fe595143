/** The body of the status actions (signalActionInputSchema): the version seen, and for a forced close the price. */
export interface SignalActionRequest {
  id: string;
  version: number;
  force?: boolean;
  price?: string;
}

export const actionBody = ({ version, force, price }: SignalActionRequest) => ({
  version,
  force: force ?? false,
  ...(price ? { price } : {}),
});
