/** Portal > Account settings (/portal/account). */
export { AccountSettingsPage as default } from '@/features/account/screens';
