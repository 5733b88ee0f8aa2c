/** Portal > Take action > a debt's settlement workspace (/portal/take-action/debts/:id). */
export { SettlementPage as default } from '@/features/settlement/screens';
