import { useId, useState, type FormEvent } from 'react';
import { EmailSchema } from '@/shared/api/schemas';
import { Modal, SaveActions, TextField, notify } from '@/shared/ui';
import { PhoneSchema } from '../contract';
import { useUpdateAccount } from '../api/use-profile-mutations';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  contactSaveError,
} from '../messages';

export type ContactKind = 'email' | 'phone';

interface EditContactModalProps {
  kind: ContactKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The current value (phone may be empty). */
  value: string;
}

const TITLES: Record<ContactKind, string> = { email: 'Edit email', phone: 'Edit phone' };

/** Field check of spec section 5: required, and an email or phone number that parses. */
export function contactError(kind: ContactKind, text: string): string | undefined {
  if (text.trim() === '') return kind === 'email' ? EMAIL_REQUIRED : PHONE_REQUIRED;
  const schema = kind === 'email' ? EmailSchema : PhoneSchema;
  if (!schema.safeParse(text).success) return kind === 'email' ? EMAIL_INVALID : PHONE_INVALID;
  return undefined;
}

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
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactError(kind, text);
    setError(problem);
    if (!problem) onSave(text);
  };
  return (
    <form method="dialog" id={formId} onSubmit={submit} noValidate>
      <TextField
        label={kind === 'email' ? 'Email' : 'Phone'}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        required
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
