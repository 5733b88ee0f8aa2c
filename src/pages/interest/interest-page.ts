/** The interest form (/interest). */
export { InterestPage as default } from '@/features/plan-builder/screens';
