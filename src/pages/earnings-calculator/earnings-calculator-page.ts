/** The earnings calculator (/earnings-calculator). */
export { EarningsCalculatorPage as default } from '@/features/calculator/screens';
