/**
 * A session under way: the transcript as a live log, the suggested moves, an offer and the
 * user's own words. Every control works from the keyboard; a failed move keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { detailOr } from '@/shared/api';
import { formatUsd } from '@/shared/lib/money';
import { Alert, Button, TextField } from '@/shared/ui';
import type { PracticeMoveBody, PracticeSession } from '../contract';
import {
  offerFormSchema,
  WordsFormSchema,
  type OfferFormInput,
  type WordsFormInput,
} from '../model/move-forms';
import { acceptLabel, SUGGESTED_MOVES } from '../model/moves';
import { PracticeTranscript } from './practice-transcript';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './practice.module.css';

export const MOVE_FAILED = 'Your move did not go through. Please try again.';
export const WORDS_HINT =
  "An offer ('I can offer $1,500', 'fifteen hundred', '30%'), a question or your hardship. Words the agent cannot follow use no move.";

interface PracticeConversationProps {
  session: PracticeSession;
  pending: boolean;
  error: unknown;
  onMove: (move: PracticeMoveBody) => Promise<unknown>;
}

export function PracticeConversation({
  session,
  pending,
  error,
  onMove,
}: PracticeConversationProps) {
  const offerForm = useForm<OfferFormInput, unknown, PracticeMoveBody>({
    resolver: zodResolver(offerFormSchema(session.balance)),
    defaultValues: { offer: '' },
  });
  const wordsForm = useForm<WordsFormInput, unknown, PracticeMoveBody>({
    resolver: zodResolver(WordsFormSchema),
    defaultValues: { words: '' },
  });
  const words = useWatch({ control: wordsForm.control, name: 'words' });

  const play = async (move: PracticeMoveBody, clear?: () => void) => {
    try {
      await onMove(move);
      clear?.();
    } catch {
      // The error shows above the moves; what was typed stays.
    }
  };

  const submitOffer = offerForm.handleSubmit((move) =>
    play(move, () => offerForm.reset({ offer: '' })),
  );
  const submitWords = wordsForm.handleSubmit((move) =>
    play(move, () => wordsForm.reset({ words: '' })),
  );

  return (
    <div className={styles.conversation}>
      <PracticeTranscript session={session} />
      <p className={styles.ask} aria-live="polite">
        {session.agent_name} asks for <strong>{formatUsd(session.demand)}</strong>.{' '}
        <span className={layout.muted}>Moves left: {session.moves_left}</span>
      </p>
      {error ? <Alert>{detailOr(error, MOVE_FAILED)}</Alert> : null}
      <form
        method="dialog"
        className={styles.offer}
        onSubmit={(event) => void submitOffer(event)}
        noValidate
        aria-label="Make an offer"
      >
        <TextField
          label="Your offer"
          type="number"
          prefix="$"
          min={1}
          step={1}
          error={offerForm.formState.errors.offer?.message}
          {...offerForm.register('offer')}
        />
        <Button type="submit" disabled={pending}>
          Make offer
        </Button>
      </form>
      <div className={styles.moves} role="group" aria-label="Suggested moves">
        {SUGGESTED_MOVES.map((move) => (
          <Button
            key={move.kind}
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => void play({ kind: move.kind })}
          >
            {move.label}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => void play({ kind: 'accept' })}
        >
          {acceptLabel(formatUsd(session.demand))}
        </Button>
      </div>
      <form
        method="dialog"
        className={styles.words}
        onSubmit={(event) => void submitWords(event)}
        aria-label="Say it in your own words"
      >
        <TextField
          label="Or in your own words"
          maxLength={500}
          hint={WORDS_HINT}
          {...wordsForm.register('words')}
        />
        <Button type="submit" variant="secondary" disabled={pending || words.trim() === ''}>
          Say it
        </Button>
      </form>
    </div>
  );
}
