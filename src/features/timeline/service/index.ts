/** What other features' services may use of the timeline services: their public face. */
export { newEvents, syncSchedule, type ScheduleStore } from './schedule';
export {
  asPlanned,
  byScheduledDate,
  dueIncomes,
  replanPinned,
  syncDueSchedules,
  writePlannedDates,
  type PlanStore,
} from './planned';
