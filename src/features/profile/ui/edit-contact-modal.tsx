import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { SaveActions, SaveModal, TextField, notify, type SaveFormProps } from '@/shared/ui';
import { useUpdateAccount } from '../api/use-profile-mutations';
import { contactSaveError, emailChangeSent } from '../messages';
import { contactFormSchema, type ContactFormValues, type ContactKind } from '../model/contact-form';

export type { ContactKind };

interface EditContactModalProps {
  kind: ContactKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The current value (phone may be empty). */
  value: string;
}

const TITLES: Record<ContactKind, string> = { email: 'Edit email', phone: 'Edit phone' };

/**
 * Edit email or Edit phone: one required field, saved on its own. A new email also asks for the
 * current password and is confirmed by the link sent to it (issue 29).
 */
export function EditContactModal({
  kind,
  open,
  onOpenChange,
  userId,
  value,
}: EditContactModalProps) {
  const save = useUpdateAccount(userId);
  return (
    <SaveModal
      open={open}
      onClose={() => onOpenChange(false)}
      title={TITLES[kind]}
      size="sm"
      save={save}
      failure={contactSaveError}
    >
      {({ close, ...form }) => (
        <ContactForm
          {...form}
          kind={kind}
          initial={value}
          onSave={({ value, current_password }) =>
            save.mutate(
              kind === 'email'
                ? { email: value.trim(), current_password }
                : { phone_number: value.trim() },
              {
                onSuccess: (account) => {
                  close();
                  // A new email waits for its link (issue 29); a phone is saved at once.
                  if (kind === 'email' && account.pending_email) {
                    notify.success(emailChangeSent(account.pending_email));
                  } else notify.saved();
                },
              },
            )
          }
        />
      )}
    </SaveModal>
  );
}

interface ContactFormProps extends SaveFormProps {
  kind: ContactKind;
  initial: string;
  onSave: (values: ContactFormValues) => void;
}

function ContactForm({ kind, initial, saving, failure, onCancel, onSave }: ContactFormProps) {
  const formId = useId();
  const resolver = useMemo(() => zodResolver(contactFormSchema(kind)), [kind]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver,
    defaultValues: { value: initial, current_password: '' },
  });
  return (
    <form method="dialog" id={formId} onSubmit={handleSubmit(onSave)} noValidate>
      <TextField
        label={kind === 'email' ? 'Email' : 'Phone'}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        required
        error={errors.value?.message}
        {...register('value')}
      />
      {kind === 'email' ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          hint="A link goes to the new address; your email changes when you follow it."
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      ) : null}
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
