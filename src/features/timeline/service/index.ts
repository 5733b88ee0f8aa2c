/** What other features' services may use of the timeline services: their public face. */
export { newEvents, syncSchedule, type ScheduleStore } from './schedule';
