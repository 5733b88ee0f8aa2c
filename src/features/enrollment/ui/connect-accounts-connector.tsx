/**
 * Where a bank-connection widget (Plaid Link) would plug in. The connection is disabled (spec
 * section 2.3), so the app provides none and no third-party script is loaded; a story or test
 * provides a stand-in to walk the token exchange and the exit paths.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface BankConnectorProps {
  /** The widget finished: exchange its public token for a connection. */
  onToken: (publicToken: string) => void;
  /** The widget closed; `error` is set when it closed because something failed. */
  onExit: (error: unknown) => void;
}

/** Renders the widget's controls; called with the page's callbacks. */
export type BankConnector = (props: BankConnectorProps) => ReactNode;

const BankConnectorContext = createContext<BankConnector | null>(null);

export const BankConnectorProvider = BankConnectorContext.Provider;

export function useBankConnector(): BankConnector | null {
  return useContext(BankConnectorContext);
}
