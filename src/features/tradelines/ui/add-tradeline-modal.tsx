import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  SaveActions,
  SaveModal,
  SelectField,
  TextField,
  notify,
  type SaveFormProps,
} from '@/shared/ui';
import { creditorsQuery } from '../api/tradelines.queries';
import { useCreateTradeline } from '../api/use-tradeline-mutations';
import { CREATE_FAILED, CREDITORS_LOAD_FAILED, OTHER_CREDITOR, tradelineError } from '../messages';
import {
  AddTradelineFormSchema,
  EMPTY_TRADELINE,
  OTHER_CREDITOR_VALUE,
  contractMessage,
  type AddTradelineInput,
  type AddTradelineValues,
} from '../model/tradeline-form';
import { AmountFields } from './amount-fields';
import styles from './tradelines.module.css';

interface AddTradelineModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}

/** Add a Tradeline: a creditor from /creditors or 'Other' with a name, and the three amounts. */
export function AddTradelineModal({ open, onOpenChange, userId }: AddTradelineModalProps) {
  const create = useCreateTradeline(userId);
  return (
    <SaveModal
      open={open}
      onClose={() => onOpenChange(false)}
      title="Add a Tradeline"
      save={create}
      failure={(error) => tradelineError(error, CREATE_FAILED)}
    >
      {({ close, ...form }) => (
        <AddTradelineForm
          {...form}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                close();
                notify.saved();
              },
            })
          }
        />
      )}
    </SaveModal>
  );
}

interface AddTradelineFormProps extends SaveFormProps {
  onSave: (body: {
    account_name: string;
    current_balance: number;
    minimum_payment: number;
    credit_limit: number;
  }) => void;
}

function AddTradelineForm({ saving, failure, onCancel, onSave }: AddTradelineFormProps) {
  const creditors = useQuery(creditorsQuery());
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddTradelineInput, unknown, AddTradelineValues>({
    resolver: zodResolver(AddTradelineFormSchema, { error: contractMessage }),
    defaultValues: EMPTY_TRADELINE,
  });
  const isOther = useWatch({ control, name: 'creditor' }) === OTHER_CREDITOR_VALUE;

  const submit = handleSubmit(({ creditor, creditor_name, ...amounts }) => {
    const name =
      creditor === OTHER_CREDITOR_VALUE
        ? creditor_name.trim()
        : (creditors.data?.find((item) => item.uuid === creditor)?.name ?? '');
    onSave({ account_name: name, ...amounts });
  });

  return (
    <form method="dialog" onSubmit={submit} noValidate className={styles.form}>
      <SelectField
        label="Creditor"
        required
        aria-busy={creditors.isPending || undefined}
        error={errors.creditor?.message}
        options={[
          { value: '', label: creditors.isPending ? 'Loading creditors...' : 'Choose a creditor' },
          ...(creditors.data ?? []).map((item) => ({ value: item.uuid, label: item.name })),
          { value: OTHER_CREDITOR_VALUE, label: OTHER_CREDITOR },
        ]}
        {...register('creditor')}
      />
      {creditors.isError ? <Alert tone="warning">{CREDITORS_LOAD_FAILED}</Alert> : null}
      {isOther ? (
        <TextField
          label="Creditor name"
          required
          maxLength={120}
          error={errors.creditor_name?.message}
          {...register('creditor_name')}
        />
      ) : null}
      <AmountFields register={register} errors={errors} />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
