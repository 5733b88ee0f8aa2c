import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Modal, SaveActions, TextField, notify } from '@/shared/ui';
import { useUpdateAccount } from '../api/use-profile-mutations';
import { contactSaveError } from '../messages';
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

/** Edit email or Edit phone: one required field, saved on its own. */
export function EditContactModal({
  kind,
  open,
  onOpenChange,
  userId,
  value,
}: EditContactModalProps) {
  const save = useUpdateAccount(userId);
  const close = (next: boolean) => {
    if (!next) save.reset();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={TITLES[kind]}
      size="sm"
      dismissible={!save.isPending}
    >
      {open ? (
        <ContactForm
          kind={kind}
          initial={value}
          saving={save.isPending}
          failure={save.isError ? contactSaveError(save.error) : undefined}
          onCancel={() => close(false)}
          onSave={(text) =>
            save.mutate(kind === 'email' ? { email: text.trim() } : { phone_number: text.trim() }, {
              onSuccess: () => {
                close(false);
                notify.saved();
              },
            })
          }
        />
      ) : null}
    </Modal>
  );
}

interface ContactFormProps {
  kind: ContactKind;
  initial: string;
  saving: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSave: (text: string) => void;
}

function ContactForm({ kind, initial, saving, failure, onCancel, onSave }: ContactFormProps) {
  const formId = useId();
  const resolver = useMemo(() => zodResolver(contactFormSchema(kind)), [kind]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues>({ resolver, defaultValues: { value: initial } });
  return (
    <form
      method="dialog"
      id={formId}
      onSubmit={handleSubmit(({ value }) => onSave(value))}
      noValidate
    >
      <TextField
        label={kind === 'email' ? 'Email' : 'Phone'}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        required
        error={errors.value?.message}
        {...register('value')}
      />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
