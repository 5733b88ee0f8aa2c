/**
 * Account settings' Time zone (docs/decisions.md AC-17): the zone reminders, digests and the
 * dates shown use, where it comes from (the profile's state, or chosen here), and a choice of
 * the US zones, or 'Follow my state'. No user is shown "UTC".
 */
import { useState } from 'react';
import { US_TIME_ZONES, timeZoneLabel } from '@/shared/lib/time-zones';
import { Card, SelectField, notify } from '@/shared/ui';
import type { AccountSettings } from '../contract';
import { TIME_ZONE_FAILED, TIME_ZONE_SAVED } from '../model/messages';
import { REMINDER_FROM_HOUR } from '../model/reminders';
import { useUpdatePreferences } from '../api/use-account-mutations';
import { SaveSetting } from './save-setting';
import styles from './account.module.css';

/** The select's value for "no zone chosen": the state's (or Eastern) is used. */
const FOLLOW = '';

/** The zone in use, as the settings answer it (Eastern before the server says). */
function zoneInUse(settings: AccountSettings): string {
  return settings.time_zone_in_use ?? settings.time_zone ?? 'America/New_York';
}

/** 'Reminders are timed in Central Time (from your state).' */
export function remindersTimedIn(settings: AccountSettings): string {
  const label = timeZoneLabel(zoneInUse(settings));
  const from =
    settings.time_zone_source === 'state'
      ? ' (from your state)'
      : settings.time_zone_source === 'chosen'
        ? ' (your choice under Time zone)'
        : '';
  return `Reminders are timed in ${label}${from}.`;
}

/** Why the zone in use is the one it is. */
function sourceSentence(settings: AccountSettings): string {
  switch (settings.time_zone_source) {
    case 'chosen':
      return 'You chose it below.';
    case 'state':
      return 'It follows the state in your profile; choose another below if you live elsewhere.';
    default:
      return 'Your profile has no state yet, so Eastern Time is used; choose yours below.';
  }
}

export function TimeZoneCard({ userId, settings }: { userId: string; settings: AccountSettings }) {
  const save = useUpdatePreferences(userId);
  const [chosen, setChosen] = useState<string>(settings.time_zone ?? FOLLOW);
  const inUse = zoneInUse(settings);
  const options = [
    { value: FOLLOW, label: 'Follow my state' },
    ...US_TIME_ZONES.map((item) => ({ value: item.zone, label: item.label })),
    // A zone chosen elsewhere (an earlier browser's) stays choosable.
    ...(settings.time_zone && !US_TIME_ZONES.some((item) => item.zone === settings.time_zone)
      ? [{ value: settings.time_zone, label: timeZoneLabel(settings.time_zone) }]
      : []),
  ];
  const changed = chosen !== (settings.time_zone ?? FOLLOW);
  return (
    <Card title="Time zone">
      <p>
        <strong>{timeZoneLabel(inUse)}</strong>. {sourceSentence(settings)}
      </p>
      <p className={styles.muted}>
        Reminders and the weekly digest go out from {REMINDER_FROM_HOUR} a.m. in this zone, and the
        times the portal shows are in it.
      </p>
      <SelectField
        label="Time zone"
        options={options}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <SaveSetting
        save={save}
        failed={TIME_ZONE_FAILED}
        changed={changed}
        label="Save time zone"
        onSave={() =>
          save.mutate(
            { ...settings.preferences, time_zone: chosen === FOLLOW ? null : chosen },
            { onSuccess: () => notify.success(TIME_ZONE_SAVED) },
          )
        }
      />
    </Card>
  );
}
