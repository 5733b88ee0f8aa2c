/** The call in progress, kept in this browser's storage so a reload or a lost connection loses nothing. */
import { useEffect, useState } from 'react';
import { readJson, removeItem, writeItem } from '@/shared/lib/storage';
import { parseCall, type CallState } from '../model/call';

export const storedCallKey = (userId: string, tradelineId: string) =>
  `companion-call:${userId}:${tradelineId}`;

export function readStoredCall(userId: string, tradelineId: string): CallState | null {
  const stored = readJson('local', storedCallKey(userId, tradelineId));
  return stored?.ok ? parseCall(stored.value) : null;
}

export function useStoredCall(userId: string, tradelineId: string) {
  const key = storedCallKey(userId, tradelineId);
  const [call, setCall] = useState<CallState | null>(() => readStoredCall(userId, tradelineId));
  useEffect(() => {
    if (call) writeItem('local', key, JSON.stringify(call));
    else removeItem('local', key);
  }, [call, key]);
  return [call, setCall] as const;
}
