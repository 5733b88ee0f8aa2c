import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '../../src/features/profile/contract';
import { settlementEndpoints as api } from '../../src/features/settlement/contract';
import { DETAILS } from '../../src/shared/api/details';
import { call, expectExactAnswer, expectStatus, failure, idOf, setupBackend } from './harness';
import { SUBSCRIBER_TRADELINE } from './requests';

setupBackend();

const id = SUBSCRIBER_TRADELINE.id;

describe('GET and PUT /tradelines/{id}/details', () => {
  it('answers every detail as null before any is saved', async () => {
    const details = await call('subscriber', api.getDebtDetails, { params: { id } });
    expectExactAnswer(details);
    expect(details).toEqual({
      tradeline_id: id,
      holder_kind: null,
      collector_name: null,
      account_last_four: null,
      last_payment_date: null,
      updated_at: null,
    });
  });

  it('saves the fields sent, keeps those left out and clears those sent as null', async () => {
    const first = await call('subscriber', api.updateDebtDetails, {
      params: { id },
      body: {
        holder_kind: 'debt_buyer',
        collector_name: '  Midland Credit  ',
        account_last_four: '4821',
        last_payment_date: '2025-03-14',
      },
    });
    expect(first).toMatchObject({
      holder_kind: 'debt_buyer',
      collector_name: 'Midland Credit',
      account_last_four: '4821',
      last_payment_date: '2025-03-14',
    });
    expect(first.updated_at).not.toBeNull();

    const second = await call('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { collector_name: null, account_last_four: '9003' },
    });
    expect(second).toMatchObject({
      holder_kind: 'debt_buyer',
      collector_name: null,
      account_last_four: '9003',
      last_payment_date: '2025-03-14',
    });
    const read = await call('subscriber', api.getDebtDetails, { params: { id } });
    expect(read).toEqual(second);
  });

  it('refuses digits that are not four, and a last payment in the future', async () => {
    const lastFour = await failure('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { account_last_four: '12a4' },
    });
    expect(lastFour.status).toBe(400);
    expect(lastFour.detail).toContain('Enter the last four digits of the account number.');

    const future = await failure('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { last_payment_date: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    expect(future.detail).toBe(DETAILS.lastPaymentInFuture);
  });

  it("refuses another user's debt with 403 and an unknown one with 404", async () => {
    await expectStatus('newcomer', api.getDebtDetails, { params: { id } }, 403);
    await expectStatus(
      'newcomer',
      api.updateDebtDetails,
      { params: { id }, body: { holder_kind: 'original_creditor' } },
      403,
    );
    await expectStatus(
      'subscriber',
      api.getDebtDetails,
      { params: { id: 'ffffffffffffffffffffffff' } },
      404,
    );
  });
});

describe("the profile's state, full name and mailing address", () => {
  const params = () => ({ user_id: idOf('subscriber') });

  it('are saved by the profile update and answered by the read, null until given', async () => {
    const before = await call('subscriber', profileEndpoints.getFinancialProfile, {
      params: params(),
    });
    expect(before).toMatchObject({ state: null, address_line2: null });

    const saved = await call('subscriber', profileEndpoints.updateFinancialProfile, {
      params: params(),
      body: {
        state: 'TX',
        full_name: 'Dana Rivera',
        address_line1: '1200 Elm Street',
        address_line2: null,
        city: 'Austin',
        postal_code: '78701-1234',
      },
    });
    expect(saved).toMatchObject({
      state: 'TX',
      full_name: 'Dana Rivera',
      address_line1: '1200 Elm Street',
      address_line2: null,
      city: 'Austin',
      postal_code: '78701-1234',
    });
    // The totals are untouched by an address.
    expect(saved.net_income).toBe(before.net_income);
    const read = await call('subscriber', profileEndpoints.getFinancialProfile, {
      params: params(),
    });
    expect(read).toEqual(saved);
  });

  it('refuses a state that is not a US state or DC, and a malformed ZIP code', async () => {
    const state = await failure('subscriber', profileEndpoints.updateFinancialProfile, {
      params: params(),
      body: { state: 'PR' as never },
    });
    expect(state.status).toBe(400);
    expect(state.detail).toContain('Choose a US state or DC.');
    const zip = await failure('subscriber', profileEndpoints.updateFinancialProfile, {
      params: params(),
      body: { postal_code: '7870' },
    });
    expect(zip.status).toBe(400);
    expect(zip.detail).toContain('Enter a ZIP code of five digits');
  });
});
