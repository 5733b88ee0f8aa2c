import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { detailOr } from '@/shared/api';
import { US_STATES } from '@/shared/lib/us-state-names';
import { SaveActions, SelectField, TextField } from '@/shared/ui';
import type { ProfileIdentityAnswer } from '../contract/identity';
import { useSaveProfileIdentity } from '../api/use-profile-identity';
import {
  IDENTITY_SAVE_FAILED,
  identityBody,
  IdentityFormSchema,
  identityFormValues,
  type IdentityFormValues,
} from '../model/identity-form';
import styles from './identity.module.css';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((item) => ({ value: item.code, label: item.name })),
];

interface IdentityFormProps {
  userId: string;
  identity: ProfileIdentityAnswer | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The legal name and US mailing address letters are sent from; a failed save keeps the input. */
export function IdentityForm({ userId, identity, onSaved, onCancel }: IdentityFormProps) {
  const save = useSaveProfileIdentity(userId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<IdentityFormValues>({
    resolver: zodResolver(IdentityFormSchema),
    defaultValues: identityFormValues(identity),
  });
  return (
    <form
      method="dialog"
      className={styles.form}
      noValidate
      aria-label="Name and mailing address"
      onSubmit={handleSubmit((values) => save.mutate(identityBody(values), { onSuccess: onSaved }))}
    >
      <TextField
        label="Full legal name"
        autoComplete="name"
        required
        hint="As your creditors know it: letters are signed with it."
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <TextField
        label="Street address"
        autoComplete="address-line1"
        required
        error={errors.address_line1?.message}
        {...register('address_line1')}
      />
      <TextField
        label="Apartment, suite or unit (optional)"
        autoComplete="address-line2"
        error={errors.address_line2?.message}
        {...register('address_line2')}
      />
      <div className={styles.row}>
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          required
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
      </div>
      <SaveActions
        saving={save.isPending}
        failure={save.isError ? detailOr(save.error, IDENTITY_SAVE_FAILED) : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
