export { EarningsCalculatorPage } from './ui/earnings-calculator-page';
