/** Portal > Manage my enrollment (/portal/manage-enrollment). */
export { ManageEnrollmentPage as default } from '@/features/enrollment/screens';
