import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { detailOr } from '@/shared/api';
import { Alert, Button, Modal, TextField } from '@/shared/ui';
import { useDeleteAccount } from '../api/use-account-mutations';
import { DELETE_FAILED } from '../model/messages';
import { DeleteAccountFormSchema, type DeleteAccountForm } from './fields';
import styles from './account.module.css';

/** What the dialog hands /account-deleted when it sends the user there. */
export interface AccountDeletedState {
  deleted: true;
}

interface DeleteAccountModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Says what happens, asks for the password, then deletes and lands on /account-deleted. */
export function DeleteAccountModal({ open, onOpenChange }: DeleteAccountModalProps) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountForm>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { password: '' },
    // The message stays until the next press of the button.
    reValidateMode: 'onSubmit',
  });
  const close = (next: boolean) => {
    if (!next) {
      remove.reset();
      reset();
    }
    onOpenChange(next);
  };
  const submit = handleSubmit(({ password }) =>
    remove.mutate(password, {
      // The page that says what happened clears the session once it shows (see there).
      onSuccess: () => {
        const state: AccountDeletedState = { deleted: true };
        void navigate('/account-deleted', { replace: true, state });
      },
    }),
  );
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Delete my account"
      size="sm"
      dismissible={!remove.isPending}
    >
      <form method="dialog" className={styles.form} noValidate onSubmit={submit}>
        <p>This cannot be undone. Deleting your account:</p>
        <ul>
          <li>cancels your subscription, so no further payment is taken;</li>
          <li>
            removes your profile, debts, plan, emails, summaries, practice sessions and settings;
          </li>
          <li>signs you out everywhere.</li>
        </ul>
        <p>Download your data first if you want a copy.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {remove.isError ? (
          <Alert tone="error">{detailOr(remove.error, DELETE_FAILED)}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => close(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
