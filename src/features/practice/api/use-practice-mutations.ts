/** Starting a practice session and playing its moves; each answer is the whole session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import {
  practiceEndpoints as api,
  type PracticeMoveBody,
  type PracticeSession,
  type StartPracticeBody,
} from '../contract';
import { practiceKeys } from './practice.queries';

export function startPracticeSession(userId: string, body: StartPracticeBody) {
  return request(api.startPractice, { params: { user_id: userId }, body });
}

export function playPracticeMove(id: string, body: PracticeMoveBody) {
  return request(api.playPractice, { params: { id }, body });
}

function useKeep(userId: string) {
  const client = useQueryClient();
  return (session: PracticeSession) => {
    client.setQueryData(practiceKeys.detail(session.id), session);
    if (session.status !== 'open' || session.transcript.length <= 1) {
      void client.invalidateQueries({ queryKey: practiceKeys.list(userId) });
    }
  };
}

export function useStartPractice(userId: string) {
  const keep = useKeep(userId);
  return useMutation({
    mutationFn: (body: StartPracticeBody) => startPracticeSession(userId, body),
    onSuccess: keep,
  });
}

export function usePlayPractice(userId: string, id: string) {
  const keep = useKeep(userId);
  return useMutation({
    mutationFn: (body: PracticeMoveBody) => playPracticeMove(id, body),
    onSuccess: keep,
  });
}
