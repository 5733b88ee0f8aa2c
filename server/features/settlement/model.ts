/** The settlement workspace's records: a debt's details, its offers and its agreement. */
import type { Connection } from 'mongoose';
import {
  AgreementRecordSchema,
  DebtDetailsRecordSchema,
  OfferRecordSchema,
} from '@/features/settlement/records';
import { recordSchema } from '../../platform/schema';

// A debt's details and agreement take their tradeline's id, so those ids are given.
const DebtDetailsSchema = recordSchema(DebtDetailsRecordSchema, { id: 'given' });
DebtDetailsSchema.index({ user_id: 1 });

const SettlementOfferSchema = recordSchema(OfferRecordSchema);
SettlementOfferSchema.index({ tradeline_id: 1, date: -1, created_at: -1 });
// A user's offers counted per debt: the state of every debt on the tradelines list.
SettlementOfferSchema.index({ user_id: 1, tradeline_id: 1 });

const SettlementAgreementSchema = recordSchema(AgreementRecordSchema, { id: 'given' });
SettlementAgreementSchema.index({ user_id: 1 });

export function settlementModels(connection: Connection) {
  return {
    DebtDetails: connection.model('DebtDetails', DebtDetailsSchema, 'debt_details'),
    SettlementOffer: connection.model(
      'SettlementOffer',
      SettlementOfferSchema,
      'settlement_offers',
    ),
    SettlementAgreement: connection.model(
      'SettlementAgreement',
      SettlementAgreementSchema,
      'settlement_agreements',
    ),
  };
}
