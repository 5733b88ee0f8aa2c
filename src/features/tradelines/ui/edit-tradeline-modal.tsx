import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Modal, TextField, notify } from '@/shared/ui';
import { useDeleteTradeline, useUpdateTradeline } from '../api/use-tradeline-mutations';
import type { Tradeline } from '../contract';
import { DELETE_CONFIRM, DELETE_FAILED, UPDATE_FAILED, tradelineError } from '../messages';
import {
  EditTradelineFormSchema,
  contractMessage,
  type EditTradelineInput,
  type EditTradelineValues,
} from '../model/tradeline-form';
import { AmountFields } from './amount-fields';
import styles from './tradelines.module.css';

interface EditTradelineModalProps {
  /** The tradeline being edited; null when closed. */
  tradeline: Tradeline | null;
  onClose: () => void;
  userId: string;
}

/**
 * Edit Tradeline: only the three amounts are sent (spec section 5). The account name is shown but
 * cannot change (the update takes no name). A floating 'Delete Tradeline' asks for confirmation.
 */
export function EditTradelineModal({ tradeline, onClose, userId }: EditTradelineModalProps) {
  const update = useUpdateTradeline(userId);
  const remove = useDeleteTradeline(userId);
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || remove.isPending;
  const close = () => {
    update.reset();
    remove.reset();
    setConfirming(false);
    onClose();
  };
  return (
    <Modal
      open={tradeline !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Edit Tradeline"
      dismissible={!busy}
    >
      {tradeline ? (
        <>
          <EditTradelineForm
            key={tradeline.id}
            tradeline={tradeline}
            saving={update.isPending}
            disabled={busy}
            failure={
              update.isError
                ? tradelineError(update.error, UPDATE_FAILED)
                : remove.isError
                  ? tradelineError(remove.error, DELETE_FAILED)
                  : undefined
            }
            onCancel={close}
            onDelete={() => {
              remove.reset();
              setConfirming(true);
            }}
            onSave={(body) =>
              update.mutate(
                { id: tradeline.id, body },
                {
                  onSuccess: () => {
                    close();
                    notify.saved();
                  },
                },
              )
            }
          />
          <Modal
            open={confirming}
            onOpenChange={(open) => {
              if (!remove.isPending) setConfirming(open);
            }}
            title="Delete Tradeline"
            description={DELETE_CONFIRM}
            size="sm"
            dismissible={!remove.isPending}
            actions={
              <>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(false)}
                >
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  busy={remove.isPending}
                  onClick={() =>
                    remove.mutate(tradeline.id, {
                      onSuccess: () => {
                        close();
                        notify.saved();
                      },
                      onError: () => setConfirming(false),
                    })
                  }
                >
                  {remove.isPending ? 'Deleting...' : 'Delete'}
                </Button>
              </>
            }
          />
        </>
      ) : null}
    </Modal>
  );
}

interface EditTradelineFormProps {
  tradeline: Tradeline;
  saving: boolean;
  disabled: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onDelete: () => void;
  onSave: (body: EditTradelineValues) => void;
}

function EditTradelineForm({
  tradeline,
  saving,
  disabled,
  failure,
  onCancel,
  onDelete,
  onSave,
}: EditTradelineFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditTradelineInput, unknown, EditTradelineValues>({
    resolver: zodResolver(EditTradelineFormSchema, { error: contractMessage }),
    defaultValues: {
      current_balance: String(tradeline.current_balance),
      minimum_payment: String(tradeline.minimum_payment),
      credit_limit: String(tradeline.credit_limit),
    },
  });
  return (
    <form method="dialog" onSubmit={handleSubmit(onSave)} noValidate className={styles.form}>
      <TextField
        label="Account Name"
        name="account_name"
        value={tradeline.account_name}
        readOnly
        hint="The account name cannot be changed."
      />
      <AmountFields register={register} errors={errors} />
      {failure ? <Alert>{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          className={styles.deleteFloat}
          disabled={disabled}
          onClick={onDelete}
        >
          Delete Tradeline
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={disabled}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={disabled}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
