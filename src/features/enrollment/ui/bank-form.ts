/** What the Add Payment Method modal gives either bank-account form. */
export interface BankFormProps {
  setupIntent: { client_secret: string; setup_intent_id: string };
  /** Saves the confirmed bank account (the attach endpoint); rejects when that fails. */
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}
