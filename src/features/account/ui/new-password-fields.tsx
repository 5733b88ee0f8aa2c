import { useId } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { PasswordChecklist } from '@/features/auth';
import { TextField } from '@/shared/ui';

/** What a form with a new password holds, whatever else it asks (the current one, say). */
interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * The new password, the spec's checklist under it, and its confirmation: one group for the
 * reset page and Change password, over the form's `password` and `confirm` fields (the schemas'
 * `checkNewPassword` in fields.ts words their messages).
 */
export function NewPasswordFields<Form extends NewPassword>({
  form,
}: {
  form: UseFormReturn<Form>;
}) {
  // The group reads only its two fields, which every Form has.
  const { register, control, formState } = form as unknown as UseFormReturn<NewPassword>;
  const errors: FieldErrors<NewPassword> = formState.errors;
  const password = useWatch({ control, name: 'password' });
  const checklistId = useId();
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        aria-describedby={checklistId}
        {...register('password')}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register('confirm')}
      />
    </>
  );
}
