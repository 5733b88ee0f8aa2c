/** The suggested moves the practice page offers, in the order it shows them. */
import type { UserMoveKind } from './engine';

export interface SuggestedMove {
  kind: Exclude<UserMoveKind, 'offer' | 'say'>;
  label: string;
}

export const SUGGESTED_MOVES: readonly SuggestedMove[] = [
  { kind: 'hardship', label: 'Explain a hardship' },
  { kind: 'ask_account', label: 'Ask about the account' },
  { kind: 'ask_writing', label: 'Ask for the agreement in writing' },
  { kind: 'ask_reporting', label: 'Ask how it will be reported' },
  { kind: 'supervisor', label: 'Ask for a supervisor' },
  { kind: 'not_allowed', label: "That's not allowed" },
  { kind: 'end_call', label: 'End the call' },
];

/** The 'Accept' move names the agent's current ask. */
export const acceptLabel = (amount: string) => `Accept ${amount}`;
