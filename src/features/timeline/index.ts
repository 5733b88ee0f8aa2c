export { TakeActionPage } from './ui/take-action-page';
