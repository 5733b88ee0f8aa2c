/** The step and debt a call request is for: what 'Call Now' / 'Call now' hands the call dialog. */
export interface CallTarget {
  step: string;
  tradelineName: string;
}
