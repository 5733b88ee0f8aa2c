import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { detailOr, isApiError } from '@/shared/api';
import { HOLDER_LABELS } from '@/shared/lib/debt-holders';
import { formatCalendarDate } from '@/shared/lib/dates';
import {
  Alert,
  Button,
  LoadingBlock,
  SaveActions,
  SaveModal,
  SelectField,
  TextAreaField,
  TextField,
  notify,
  type SaveFormProps,
} from '@/shared/ui';
import type { Contact } from '../contract';
import { contactLogQuery } from '../api/letters.queries';
import { useLogContact } from '../api/use-letters-mutations';
import { ContactFormSchema, type ContactFormValues } from '../model/forms';
import {
  COMPLAINT_TEXT,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  COVERAGE_TEXTS,
  FLAG_RULES,
  FLAG_TEXTS,
  formatLocalTime,
  NOT_ADVICE,
  POSSIBLE_VIOLATION,
} from '../model/regulation-f';
import { CONTACT_FAILED, CONTACTS_LOAD_FAILED } from './messages';
import styles from './letters.module.css';

interface ContactLogPanelProps {
  tradelineId: string;
  /** The user's time zone: the profile's state's, else the browser's. */
  timeZone: string;
  today: string;
}

/** The contact log: each contact from a collector with its Regulation F flags. */
export function ContactLogPanel({ tradelineId, timeZone, today }: ContactLogPanelProps) {
  const log = useQuery(contactLogQuery(tradelineId, timeZone));
  const [open, setOpen] = useState(false);

  let body;
  if (log.isError) {
    body =
      isApiError(log.error) && log.error.status === 402 ? (
        <Alert tone="info">{log.error.detail}</Alert>
      ) : (
        <Alert
          action={
            <Button variant="secondary" onClick={() => void log.refetch()}>
              Try again
            </Button>
          }
        >
          {CONTACTS_LOAD_FAILED}
        </Alert>
      );
  } else if (log.isPending) {
    body = <LoadingBlock label="Loading the contact log" lines={3} />;
  } else {
    const { coverage, contacts } = log.data;
    const flagged = contacts.filter((contact) => contact.flags.length > 0);
    const rules = FLAG_RULES.filter((rule) => flagged.some((c) => c.flags.includes(rule)));
    body = (
      <>
        {coverage === 'covered' ? null : <p className={styles.note}>{COVERAGE_TEXTS[coverage]}</p>}
        {rules.length > 0 ? (
          <Alert
            tone="warning"
            title={`${POSSIBLE_VIOLATION}: ${flagged.length} ${flagged.length === 1 ? 'contact' : 'contacts'} flagged`}
          >
            <ul className={styles.missing}>
              {rules.map((rule) => (
                <li key={rule}>
                  {FLAG_TEXTS[rule].title}{' '}
                  <span className={styles.cite}>({FLAG_TEXTS[rule].reference})</span>
                </li>
              ))}
            </ul>
            <p className={styles.note}>{COMPLAINT_TEXT}</p>
          </Alert>
        ) : null}
        {contacts.length === 0 ? (
          <p className={styles.muted}>
            No contacts logged yet. Log each call, voicemail, text, email or letter from the
            collector to check it against the debt collection rules.
          </p>
        ) : (
          <ul className={styles.contacts} aria-label="Contacts">
            {contacts.map((contact) => (
              <ContactItem key={contact.id} contact={contact} />
            ))}
          </ul>
        )}
        {coverage === 'covered' ? <p className={styles.muted}>{NOT_ADVICE}</p> : null}
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Log a contact
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={styles.part} aria-label="Contact log">
      <h5 className={styles.partTitle}>Contact log</h5>
      {body}
      <ContactModal
        open={open}
        onClose={() => setOpen(false)}
        tradelineId={tradelineId}
        timeZone={timeZone}
        today={today}
      />
    </section>
  );
}

function ContactItem({ contact }: { contact: Contact }) {
  const [date] = contact.occurred_at.split('T');
  return (
    <li className={`${styles.contact} ${contact.flags.length > 0 ? styles.flagged : ''}`}>
      <div className={styles.contactHead}>
        <span>
          {formatCalendarDate(date!)}, {formatLocalTime(contact.occurred_at)}
        </span>
        <span>
          {CONTACT_METHOD_LABELS[contact.method]}
          {contact.source === 'email' ? ' (from the deflection inbox)' : ''}
        </span>
      </div>
      {/* Regulation F's flags follow who held the debt then. */}
      <p className={styles.holder}>
        Held by:{' '}
        {contact.holder_kind
          ? HOLDER_LABELS[contact.holder_kind]
          : 'not known (add it in the details)'}
      </p>
      {contact.note ? <p className={styles.note}>{contact.note}</p> : null}
      {contact.allowed_notice ? (
        <p className={styles.muted}>A notice the rules allow after a stop letter.</p>
      ) : null}
      {contact.flags.length > 0 ? (
        <ul className={styles.flags}>
          {contact.flags.map((rule) => (
            <li key={rule}>
              <strong>
                {POSSIBLE_VIOLATION}: {FLAG_TEXTS[rule].title}
              </strong>{' '}
              <span className={styles.cite}>({FLAG_TEXTS[rule].reference})</span>.{' '}
              {FLAG_TEXTS[rule].explanation}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

interface ContactModalProps {
  open: boolean;
  onClose: () => void;
  tradelineId: string;
  timeZone: string;
  today: string;
}

/** 'Log a contact': when (local time), how, a note, and whether it was an allowed notice. */
export function ContactModal({ open, onClose, tradelineId, timeZone, today }: ContactModalProps) {
  const add = useLogContact(tradelineId);
  return (
    <SaveModal
      open={open}
      onClose={onClose}
      title="Log a contact"
      size="sm"
      save={add}
      failure={(error) => detailOr(error, CONTACT_FAILED)}
    >
      {({ close, ...form }) => (
        <ContactForm
          {...form}
          today={today}
          timeZone={timeZone}
          onSave={(values) =>
            add.mutate(
              {
                occurred_at: `${values.date}T${values.time}`,
                time_zone: timeZone,
                method: values.method,
                note: values.note.trim(),
                allowed_notice: values.allowed_notice,
              },
              {
                onSuccess: (contact) => {
                  if (contact.flags.length > 0) {
                    notify.warning(`${POSSIBLE_VIOLATION}: ${FLAG_TEXTS[contact.flags[0]!].title}`);
                  } else notify.saved();
                  close();
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
  today: string;
  timeZone: string;
  onSave: (values: ContactFormValues) => void;
}

function ContactForm({ today, timeZone, saving, failure, onCancel, onSave }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { date: today, time: '', method: 'voicemail', note: '', allowed_notice: false },
  });
  return (
    <form method="dialog" onSubmit={handleSubmit(onSave)} noValidate>
      <div className={styles.pair}>
        <TextField
          label="Date"
          type="date"
          max={today}
          required
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label="Time"
          type="time"
          required
          hint={`Your time (${timeZone.replace(/_/g, ' ')})`}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <SelectField
        label="How they contacted you"
        options={CONTACT_METHODS.map((method) => ({
          value: method,
          label: CONTACT_METHOD_LABELS[method],
        }))}
        error={errors.method?.message}
        {...register('method')}
      />
      <TextAreaField
        label="Note"
        maxLength={1000}
        error={errors.note?.message}
        {...register('note')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('allowed_notice')} />
        It only said collection is stopping, or named a step they may take (allowed after a stop
        letter, 12 CFR 1006.6(c)(2))
      </label>
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
