import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { firstIssue, type FormIssue } from '@/shared/lib/form-issue';

/**
 * A workspace card's form (docs/decisions.md SW-14): the schema of `model/forms.ts` checks the
 * fields on a press of the button; the one message the card shows (`refusal`) is the first
 * refusal in the card's words, kept until the next press, and the focus stays where it is.
 */
export function useCardForm<Input extends FieldValues, Body>(
  schema: z.ZodMiniType<Body, Input>,
  defaultValues: DefaultValues<Input>,
  words: (issue: FormIssue) => string,
) {
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const issue = firstIssue(form.formState.errors);
  return { ...form, refusal: issue ? words(issue) : null };
}
