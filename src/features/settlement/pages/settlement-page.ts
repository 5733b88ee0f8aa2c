/**
 * The workspace page, loaded by the route table only (like the other features' pages): its
 * cards may then use features that read the settlement slice's index (the letters' payment
 * check) without an import cycle through it.
 */
export { SettlementPage } from '../ui/settlement-page';
