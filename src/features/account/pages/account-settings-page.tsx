import { formatInstant } from '@/shared/lib/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IdentityCard } from '@/features/profile';
import { AccountSubscriptionSection } from '@/features/enrollment';
import { detailOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { Alert, Button, Card, LoadingBlock, Page, Switch, TextField, notify } from '@/shared/ui';
import type { AccountSettings, EmailPreferences, SessionSummary } from '../contract';
import {
  PASSWORD_CHANGED,
  PASSWORD_CHANGE_FAILED,
  PREFERENCES_FAILED,
  PREFERENCES_SAVED,
  SESSIONS_FAILED,
  SESSION_END_FAILED,
  SETTINGS_FAILED,
} from '../model/messages';
import { sessionsQuery, settingsQuery } from '../api/account.queries';
import {
  useChangePassword,
  useEndOtherSessions,
  useEndSession,
  useUpdatePreferences,
} from '../api/use-account-mutations';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '../ui/fields';
import { TimeZoneCard, remindersTimedIn } from '../ui/time-zone-card';
import { NewPasswordFields } from '../ui/new-password-fields';
import { SaveSetting } from '../ui/save-setting';
import { YourDataCard } from '../ui/your-data-card';
import styles from '../ui/account.module.css';
import { REMINDER_FROM_HOUR } from '../model/reminders';

/**
 * /portal/account: the name and mailing address letters are sent from, the password, the email
 * preferences, the subscription (where cancelling is), the signed-in sessions and the account's
 * data.
 */
export default function AccountSettingsPage() {
  const userId = useSession()?.user_id ?? '';
  const settings = useQuery({ ...settingsQuery(userId), enabled: userId !== '' });
  return (
    <Page title="Account settings" headingLevel={2}>
      <div className={styles.stack}>
        <IdentityCard userId={userId} />
        {settings.isPending ? (
          <LoadingBlock label="Loading your account settings" />
        ) : settings.isError ? (
          <Alert tone="error">{SETTINGS_FAILED}</Alert>
        ) : (
          <>
            {settings.data.has_password ? <ChangePasswordCard userId={userId} /> : null}
            <PreferencesCard userId={userId} settings={settings.data} />
            <TimeZoneCard userId={userId} settings={settings.data} />
          </>
        )}
        <AccountSubscriptionSection userId={userId} />
        <SessionsCard userId={userId} />
        <YourDataCard />
      </div>
    </Page>
  );
}

export function ChangePasswordCard({ userId }: { userId: string }) {
  const change = useChangePassword(userId);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
    // A field's message stays until the next press of the button.
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const submit = handleSubmit((values) =>
    change.mutate(
      { current_password: values.current, new_password: values.password },
      {
        onSuccess: () => {
          reset();
          notify.success(PASSWORD_CHANGED);
        },
      },
    ),
  );
  return (
    <Card title="Change password">
      <form method="dialog" className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current?.message}
          {...register('current')}
        />
        <NewPasswordFields form={form} />
        {change.isError ? (
          <Alert tone="error">{detailOr(change.error, PASSWORD_CHANGE_FAILED)}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

const PREFERENCE_LABELS: Record<keyof EmailPreferences, { label: string; description: string }> = {
  step_reminders: {
    label: 'Step reminders',
    description: `An email the day before a step of your plan is due, from ${REMINDER_FROM_HOUR} a.m. your time, to a confirmed address.`,
  },
  past_due_alerts: {
    label: 'Past-due alerts',
    description: `An email when a step of your plan becomes past due: the day after its date, from ${REMINDER_FROM_HOUR} a.m. your time.`,
  },
  weekly_digest: {
    label: 'Weekly digest',
    description: `On Mondays from ${REMINDER_FROM_HOUR} a.m. your time, the week's steps and the past-due ones (and a link to your weekly summary if you have the inbox).`,
  },
};

export function PreferencesCard({
  userId,
  settings,
}: {
  userId: string;
  settings: AccountSettings;
}) {
  const save = useUpdatePreferences(userId);
  const [chosen, setChosen] = useState(settings.preferences);
  const changed = (Object.keys(chosen) as (keyof EmailPreferences)[]).some(
    (key) => chosen[key] !== settings.preferences[key],
  );
  return (
    <Card title="Email preferences">
      {(Object.keys(PREFERENCE_LABELS) as (keyof EmailPreferences)[]).map((key) => (
        <Switch
          key={key}
          label={PREFERENCE_LABELS[key].label}
          description={PREFERENCE_LABELS[key].description}
          checked={chosen[key]}
          onCheckedChange={(on) => setChosen((before) => ({ ...before, [key]: on }))}
        />
      ))}
      <p className={styles.muted}>{remindersTimedIn(settings)}</p>
      <SaveSetting
        save={save}
        failed={PREFERENCES_FAILED}
        changed={changed}
        label="Save preferences"
        onSave={() => save.mutate(chosen, { onSuccess: () => notify.success(PREFERENCES_SAVED) })}
      />
    </Card>
  );
}

const when = (iso: string) => formatInstant(iso, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsCard({ userId }: { userId: string }) {
  const sessions = useQuery({ ...sessionsQuery(userId), enabled: userId !== '' });
  const end = useEndSession(userId);
  const endOthers = useEndOtherSessions(userId);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const failed = end.isError
    ? detailOr(end.error, SESSION_END_FAILED)
    : endOthers.isError
      ? detailOr(endOthers.error, SESSION_END_FAILED)
      : null;
  return (
    <Card
      title="Where you are signed in"
      actions={
        others > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            busy={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            Sign out everywhere else
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <LoadingBlock label="Loading your sessions" />
      ) : sessions.isError ? (
        <Alert tone="error">{SESSIONS_FAILED}</Alert>
      ) : (
        <ul className={styles.sessions}>
          {sessions.data.map((session: SessionSummary) => (
            <li key={session.id} className={styles.session}>
              <span className={styles.sessionText}>
                <strong>
                  {session.device}
                  {session.current ? ' (this device)' : ''}
                </strong>
                <span className={styles.muted}>
                  Signed in {when(session.created_at)} · last used {when(session.last_used_at)}
                </span>
              </span>
              {session.current ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  busy={end.isPending && end.variables === session.id}
                  aria-label={`Sign out ${session.device}, signed in ${when(session.created_at)}`}
                  onClick={() => end.mutate(session.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed ? <Alert tone="error">{failed}</Alert> : null}
    </Card>
  );
}
