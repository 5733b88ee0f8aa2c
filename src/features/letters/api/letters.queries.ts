/** The letters slice's reads: keys, calls and query options. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { lettersEndpoints as api } from '../contract';

export const lettersKeys = {
  all: ['letters'] as const,
  list: (userId: string) => [...lettersKeys.all, 'list', userId] as const,
  contacts: (tradelineId: string) => [...lettersKeys.all, 'contacts', tradelineId] as const,
  contactLog: (tradelineId: string, timeZone: string) =>
    [...lettersKeys.contacts(tradelineId), timeZone] as const,
};

/** Every debt's letters sent, validation notices and dispute window. */
export function lettersQuery(userId: string) {
  return queryOptions({
    queryKey: lettersKeys.list(userId),
    queryFn: ({ signal }) => request(api.listLetters, { params: { user_id: userId } }, { signal }),
  });
}

/** A debt's contact log with its flags; intercepted emails shown in `timeZone`. */
export function contactLogQuery(tradelineId: string, timeZone: string) {
  return queryOptions({
    queryKey: lettersKeys.contactLog(tradelineId, timeZone),
    queryFn: ({ signal }) =>
      request(
        api.getContactLog,
        { params: { id: tradelineId }, query: { time_zone: timeZone } },
        { signal },
      ),
  });
}
