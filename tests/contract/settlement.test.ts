import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/features/account/contract';
import { profileEndpoints } from '../../src/features/profile/contract';
import { profileIdentityEndpoints as identity } from '../../src/features/profile/contract/identity';
import { settlementEndpoints as api } from '../../src/features/settlement/contract';
import { tradelineEndpoints } from '../../src/features/tradelines/contract';
import { WHOLE_CENTS_MESSAGE } from '../../src/features/settlement/contract';
import { CHECKLIST, DOCUMENT_MISSING_ITEM } from '../../src/features/settlement/model/agreement';
import { notInWriting, SETTLEMENT_DETAILS } from '../../src/features/settlement/model/details';
import { timelineEndpoints } from '../../src/features/timeline/contract';
import { DOCUMENT_MAX_BYTES } from '../../src/features/settlement/model/agreement-document';
import { DETAILS } from '../../src/shared/api/details';
import { call, expectExactAnswer, expectStatus, failure, idOf, setupBackend } from './harness';
import {
  SAMPLE_AGREEMENT,
  SAMPLE_LETTER,
  SAMPLE_PDF,
  SETTLED_TRADELINE,
  WORKSPACE_TRADELINE,
} from './requests';

setupBackend();

/** Chase: its workspace is empty in the seed. */
const id = WORKSPACE_TRADELINE.id;

describe('GET and PUT /tradelines/{id}/details', () => {
  it('answers every detail as null before any is saved', async () => {
    const details = await call('subscriber', api.getDebtDetails, { params: { id } });
    expectExactAnswer(details);
    expect(details).toEqual({
      tradeline_id: id,
      holder_kind: null,
      collector_name: null,
      account_last_four: null,
      mailing_address: null,
      last_payment_date: null,
      walk_away: null,
      updated_at: null,
    });
  });

  it("saves the recipient's mailing address, clears it with null and refuses a bad ZIP code", async () => {
    const address = {
      line1: 'PO Box 2000',
      line2: 'Dept 12',
      city: 'San Diego',
      state: 'CA' as const,
      postal_code: '92108',
    };
    const saved = await call('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { mailing_address: address },
    });
    expectExactAnswer(saved);
    expect(saved.mailing_address).toEqual(address);
    expect(await call('subscriber', api.getDebtDetails, { params: { id } })).toEqual(saved);
    const bad = await failure('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { mailing_address: { ...address, postal_code: '921' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.detail).toContain('Enter a ZIP code of five digits');
    const cleared = await call('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { mailing_address: null },
    });
    expect(cleared.mailing_address).toBeNull();
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
    expect(future.detail).toBe(SETTLEMENT_DETAILS.lastPaymentInFuture);
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

  it('are saved and read through their own endpoints, the name from sign-up until given, apart from the profile', async () => {
    const profileBefore = await call('subscriber', profileEndpoints.getFinancialProfile, {
      params: params(),
    });
    const before = await call('subscriber', identity.getProfileIdentity, { params: params() });
    expectExactAnswer(before);
    // The persona's address; the name is sign-up's first and last name (none saved yet).
    expect(before).toEqual({
      user_id: idOf('subscriber'),
      state: 'TX',
      full_name: 'Dana Rivera',
      address_line1: '1457 Oak Street',
      address_line2: 'Apt 3B',
      city: 'Austin',
      postal_code: '78704',
    });

    const moved = {
      state: 'TX',
      full_name: 'Dana M. Rivera',
      address_line1: '1200 Elm Street',
      address_line2: null,
      city: 'Austin',
      postal_code: '78701-1234',
    } as const;
    const saved = await call('subscriber', identity.updateProfileIdentity, {
      params: params(),
      body: moved,
    });
    expect(saved).toEqual({ user_id: idOf('subscriber'), ...moved });
    expect(await call('subscriber', identity.getProfileIdentity, { params: params() })).toEqual(
      saved,
    );
    // A field left out stays; null clears one (the name goes back to sign-up's).
    const cleared = await call('subscriber', identity.updateProfileIdentity, {
      params: params(),
      body: { full_name: null, address_line2: null },
    });
    expect(cleared).toMatchObject({
      state: 'TX',
      full_name: 'Dana Rivera',
      address_line2: null,
      city: 'Austin',
    });
    // The profile's answer and totals are untouched by an address, and a profile update keeps it.
    const profileAfter = await call('subscriber', profileEndpoints.getFinancialProfile, {
      params: params(),
    });
    expect(profileAfter).toEqual(profileBefore);
    expect(profileAfter).not.toHaveProperty('state');
    await call('subscriber', profileEndpoints.updateFinancialProfile, {
      params: params(),
      body: { income: profileBefore.income + 100 },
    });
    expect(await call('subscriber', identity.getProfileIdentity, { params: params() })).toEqual(
      cleared,
    );
  });

  it('refuses a state that is not a US state or DC, a malformed ZIP code and an empty body', async () => {
    const state = await failure('subscriber', identity.updateProfileIdentity, {
      params: params(),
      body: { state: 'PR' as never },
    });
    expect(state.status).toBe(400);
    expect(state.detail).toContain('Choose a US state or DC.');
    const zip = await failure('subscriber', identity.updateProfileIdentity, {
      params: params(),
      body: { postal_code: '7870' },
    });
    expect(zip.status).toBe(400);
    expect(zip.detail).toContain('Enter a ZIP code of five digits');
    const empty = await failure('subscriber', identity.updateProfileIdentity, {
      params: params(),
      body: {},
    });
    expect(empty.status).toBe(400);
  });

  it("answers 404 before the profile exists and refuses another user's", async () => {
    const none = await failure('newcomer', identity.getProfileIdentity, {
      params: { user_id: idOf('newcomer') },
    });
    expect([none.status, none.detail]).toEqual([404, DETAILS.profileNotFound]);
    const unsaved = await failure('newcomer', identity.updateProfileIdentity, {
      params: { user_id: idOf('newcomer') },
      body: { state: 'TX' },
    });
    expect(unsaved.status).toBe(404);
    const other = await failure('subscriber', identity.getProfileIdentity, {
      params: { user_id: idOf('newcomer') },
    });
    expect(other.status).toBe(403);
  });
});

describe('the settlement workspace: offers, agreement and payments', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('logs offers and lists them newest first', async () => {
    const empty = await call('subscriber', api.getSettlement, { params: { id } });
    expectExactAnswer(empty);
    expect(empty).toEqual({ tradeline_id: id, offers: [], agreement: null });

    const first = await call('subscriber', api.logOffer, {
      params: { id },
      body: { by: 'me', date: '2026-01-05', amount: 900, payments: 1, channel: 'call' },
    });
    expectExactAnswer(first);
    expect(first).toMatchObject({ by: 'me', amount: 900, payments: 1, note: null });
    await call('subscriber', api.logOffer, {
      params: { id },
      body: {
        by: 'creditor',
        date: '2026-01-07',
        amount: 1800,
        payments: 3,
        channel: 'letter',
        note: ' Counter by mail ',
      },
    });
    const read = await call('subscriber', api.getSettlement, { params: { id } });
    expect(read.offers.map((offer) => [offer.by, offer.amount, offer.note])).toEqual([
      ['creditor', 1800, 'Counter by mail'],
      ['me', 900, null],
    ]);
  });

  it('refuses an offer dated in the future', async () => {
    const error = await failure('subscriber', api.logOffer, {
      params: { id },
      body: { by: 'me', date: '2999-01-01', amount: 900, payments: 1, channel: 'email' },
    });
    expect(error.status).toBe(400);
    expect(error.detail).toBe(SETTLEMENT_DETAILS.offerInFuture);
  });

  it('records the agreement, checks its sums, and is settled when the payments add up', async () => {
    const balance = WORKSPACE_TRADELINE.current_balance;
    const mismatch = await failure('subscriber', api.saveAgreement, {
      params: { id },
      body: { ...SAMPLE_AGREEMENT, schedule: [{ date: today, amount: 999 }] },
    });
    expect(mismatch.detail).toBe(SETTLEMENT_DETAILS.scheduleMismatch);
    const over = await failure('subscriber', api.saveAgreement, {
      params: { id },
      body: {
        ...SAMPLE_AGREEMENT,
        amount: balance + 1,
        schedule: [{ date: today, amount: balance + 1 }],
      },
    });
    expect(over.detail).toBe(SETTLEMENT_DETAILS.agreementOverBalance);
    const early = await failure('subscriber', api.recordPayment, {
      params: { id },
      body: { date: today, amount: 100 },
    });
    expect([early.status, early.detail]).toEqual([409, SETTLEMENT_DETAILS.agreementMissing]);

    const agreement = await call('subscriber', api.saveAgreement, {
      params: { id },
      body: {
        ...SAMPLE_AGREEMENT,
        schedule: [
          { date: '2026-02-01', amount: 600 },
          { date: '2026-01-10', amount: 400 },
        ],
      },
    });
    expectExactAnswer(agreement);
    expect(agreement).toMatchObject({
      amount: 1000,
      paid: 0,
      remaining: 1000,
      settled_on: null,
      letter: null,
      schedule: [
        { date: '2026-01-10', amount: 400 },
        { date: '2026-02-01', amount: 600 },
      ],
    });

    // Money leaves only in writing: the letter goes with the complete checklist.
    await call('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER });
    const part = await call('subscriber', api.recordPayment, {
      params: { id },
      body: { date: '2026-01-10', amount: 400 },
    });
    expect(part).toMatchObject({ paid: 400, remaining: 600, settled_on: null });
    const lower = await failure('subscriber', api.saveAgreement, {
      params: { id },
      body: { ...SAMPLE_AGREEMENT, amount: 300, schedule: [{ date: today, amount: 300 }] },
    });
    expect(lower.detail).toBe(SETTLEMENT_DETAILS.agreementBelowPaid);
    const tooMuch = await failure('subscriber', api.recordPayment, {
      params: { id },
      body: { date: today, amount: 600.01 },
    });
    expect([tooMuch.status, tooMuch.detail]).toEqual([
      400,
      SETTLEMENT_DETAILS.paymentOverRemaining,
    ]);
    const done = await call('subscriber', api.recordPayment, {
      params: { id },
      body: { date: '2026-02-01', amount: 600 },
    });
    expect(done).toMatchObject({ paid: 1000, remaining: 0, settled_on: '2026-02-01' });
    const again = await failure('subscriber', api.recordPayment, {
      params: { id },
      body: { date: today, amount: 1 },
    });
    expect([again.status, again.detail]).toEqual([409, SETTLEMENT_DETAILS.agreementSettled]);
    const read = await call('subscriber', api.getSettlement, { params: { id } });
    expect(read.agreement).toEqual(done);
  });

  it('refuses a payment with 409 until the agreement is complete in writing, naming what is missing', async () => {
    const unchecked = Object.fromEntries(
      Object.keys(SAMPLE_AGREEMENT.checklist).map((key) => [key, false]),
    ) as typeof SAMPLE_AGREEMENT.checklist;
    await call('subscriber', api.saveAgreement, {
      params: { id },
      body: { ...SAMPLE_AGREEMENT, checklist: unchecked },
    });
    const pay = { params: { id }, body: { date: today, amount: 100 } };
    const none = await expectStatus('subscriber', api.recordPayment, pay, 409);
    expect(none.detail).toBe(
      notInWriting([...CHECKLIST.map((item) => item.label), DOCUMENT_MISSING_ITEM]),
    );
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    const noLetter = await expectStatus('subscriber', api.recordPayment, pay, 409);
    expect(noLetter.detail).toBe(notInWriting([DOCUMENT_MISSING_ITEM]));
    await call('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER });
    await call('subscriber', api.saveAgreement, {
      params: { id },
      body: { ...SAMPLE_AGREEMENT, checklist: { ...SAMPLE_AGREEMENT.checklist, no_resale: false } },
    });
    const oneItem = await expectStatus('subscriber', api.recordPayment, pay, 409);
    expect(oneItem.detail).toBe(notInWriting([CHECKLIST[4].label]));
    // Nothing was recorded by the refusals.
    expect((await call('subscriber', api.getSettlement, { params: { id } })).agreement?.paid).toBe(
      0,
    );
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    const paid = await call('subscriber', api.recordPayment, pay);
    expect(paid).toMatchObject({ paid: 100, remaining: 900 });
  });

  it('refuses an offer above the balance and any amount finer than a cent with 400', async () => {
    const balance = WORKSPACE_TRADELINE.current_balance;
    const offer = { by: 'me', date: '2026-01-05', payments: 1, channel: 'call' } as const;
    const over = await expectStatus(
      'subscriber',
      api.logOffer,
      { params: { id }, body: { ...offer, amount: balance + 0.01 } },
      400,
    );
    expect(over.detail).toBe(SETTLEMENT_DETAILS.offerOverBalance);
    expect(
      (
        await call('subscriber', api.logOffer, {
          params: { id },
          body: { ...offer, amount: balance },
        })
      ).amount,
    ).toBe(balance);
    const fraction = { ...offer, amount: 0.001 };
    const tiny = await expectStatus(
      'subscriber',
      api.logOffer,
      { params: { id }, body: fraction },
      400,
    );
    expect(tiny.detail).toContain(WHOLE_CENTS_MESSAGE);
    for (const body of [
      { ...SAMPLE_AGREEMENT, amount: 1000.001, schedule: [{ date: today, amount: 1000.001 }] },
      {
        ...SAMPLE_AGREEMENT,
        schedule: [
          { date: today, amount: 999.995 },
          { date: today, amount: 0.005 },
        ],
      },
      { ...SAMPLE_AGREEMENT, balance_at_settlement: 4200.001 },
      { ...SAMPLE_AGREEMENT, tax: { liabilities: 0.001, assets: 0, marginal_rate: null } },
    ]) {
      const refused = await expectStatus(
        'subscriber',
        api.saveAgreement,
        { params: { id }, body },
        400,
      );
      expect(refused.detail).toContain(WHOLE_CENTS_MESSAGE);
    }
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    const payment = await expectStatus(
      'subscriber',
      api.recordPayment,
      { params: { id }, body: { date: today, amount: 0.001 } },
      400,
    );
    expect(payment.detail).toContain(WHOLE_CENTS_MESSAGE);
    const worksheet = await expectStatus(
      'subscriber',
      api.saveTaxWorksheet,
      { params: { id }, body: { liabilities: 100, assets: 0.001, marginal_rate: 22 } },
      400,
    );
    expect(worksheet.detail).toContain(WHOLE_CENTS_MESSAGE);
  });

  it("moves the debt's state on the tradeline, completes its steps when paid, and keeps the record", async () => {
    const stateOf = async () =>
      (
        await call('subscriber', tradelineEndpoints.listTradelines, {
          params: { user_id: idOf('subscriber') },
        })
      ).find((tradeline) => tradeline.id === id)!;
    expect((await stateOf()).state).toBe('open');
    await call('subscriber', api.logOffer, {
      params: { id },
      body: { by: 'me', date: '2026-01-05', amount: 900, payments: 1, channel: 'call' },
    });
    expect((await stateOf()).state).toBe('negotiating');
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    await call('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER });
    expect(await stateOf()).toMatchObject({ state: 'agreed', owed: 4200 });
    await call('subscriber', api.recordPayment, {
      params: { id },
      body: { date: '2026-01-10', amount: 400.25 },
    });
    expect(await stateOf()).toMatchObject({ state: 'paying', owed: 599.75 });
    await call('subscriber', api.recordPayment, {
      params: { id },
      body: { date: '2026-01-12', amount: 599.75 },
    });
    expect(await stateOf()).toMatchObject({
      state: 'settled',
      owed: 0,
      settled_on: '2026-01-12',
      saved: 3200,
      report_checks: ['2026-02-11', '2026-03-13'],
    });
    // Every step of the debt is complete, dated when the payment was recorded, none in the future.
    const events = (
      await call('subscriber', timelineEndpoints.listEvents, {
        params: { user_id: idOf('subscriber') },
      })
    ).filter((event) => event.tradeline_uuid === WORKSPACE_TRADELINE.uuid);
    expect(events).toHaveLength(5);
    const now = Date.now();
    for (const event of events) {
      expect(event.completed).toBe(true);
      expect(Date.parse(event.completed_date!)).toBeLessThanOrEqual(now);
    }
    // The settled workspace is its record: no new offer, agreement or letter.
    for (const refused of [
      await failure('subscriber', api.logOffer, {
        params: { id },
        body: { by: 'me', date: '2026-01-05', amount: 900, payments: 1, channel: 'call' },
      }),
      await failure('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT }),
      await failure('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER }),
    ]) {
      expect([refused.status, refused.detail]).toEqual([409, SETTLEMENT_DETAILS.settledRecord]);
    }
  });

  it('saves the tax worksheet with the agreement, keeps it when the agreement is saved again, also once settled', async () => {
    const before = await expectStatus(
      'subscriber',
      api.saveTaxWorksheet,
      { params: { id }, body: { liabilities: 100, assets: 50, marginal_rate: 22 } },
      409,
    );
    expect(before.detail).toBe(SETTLEMENT_DETAILS.taxBeforeAgreement);
    const { tax: _omitted, ...withoutTax } = SAMPLE_AGREEMENT;
    await call('subscriber', api.saveAgreement, { params: { id }, body: withoutTax });
    const worksheet = { liabilities: 18250.5, assets: 9000, marginal_rate: 12 };
    const saved = await call('subscriber', api.saveTaxWorksheet, {
      params: { id },
      body: worksheet,
    });
    expectExactAnswer(saved);
    expect(saved.tax).toEqual(worksheet);
    // The agreement saved again without a worksheet keeps it; null clears it.
    await call('subscriber', api.saveAgreement, { params: { id }, body: withoutTax });
    expect(
      (await call('subscriber', api.getSettlement, { params: { id } })).agreement?.tax,
    ).toEqual(worksheet);
    // Once settled, the worksheet still saves (taxes come after the settlement).
    const settled = SETTLED_TRADELINE.id;
    const later = await call('subscriber', api.saveTaxWorksheet, {
      params: { id: settled },
      body: { liabilities: 30000, assets: 20000, marginal_rate: 24 },
    });
    expect(later).toMatchObject({ remaining: 0, tax: { liabilities: 30000, marginal_rate: 24 } });
    await call('subscriber', api.saveAgreement, {
      params: { id },
      body: { ...withoutTax, tax: null },
    });
    expect(
      (await call('subscriber', api.getSettlement, { params: { id } })).agreement?.tax,
    ).toBeNull();
  });

  it('needs an active subscription: 402 with the entitlement detail', async () => {
    const tradeline = await call('newcomer', tradelineEndpoints.createTradeline, {
      body: {
        user_id: idOf('newcomer'),
        account_name: 'Store card',
        current_balance: 2000,
        minimum_payment: 50,
        credit_limit: 2500,
      },
    });
    const error = await expectStatus(
      'newcomer',
      api.getSettlement,
      { params: { id: tradeline.id } },
      402,
    );
    expect(error.detail).toBe(DETAILS.subscriptionRequired);
    // The details are the user's facts, not a paid tool.
    await expect(
      call('newcomer', api.getDebtDetails, { params: { id: tradeline.id } }),
    ).resolves.toMatchObject({ holder_kind: null });
  });

  it("refuses another user's offers and agreement with 403", async () => {
    await expectStatus('newcomer', api.getSettlement, { params: { id } }, 403);
    await expectStatus(
      'newcomer',
      api.saveAgreement,
      { params: { id }, body: SAMPLE_AGREEMENT },
      403,
    );
  });

  it('goes with its debt: deleting the tradeline removes its details, offers and agreement', async () => {
    await call('subscriber', api.updateDebtDetails, {
      params: { id },
      body: { holder_kind: 'debt_buyer', collector_name: 'Midland Credit' },
    });
    await call('subscriber', api.logOffer, {
      params: { id },
      body: { by: 'me', date: '2026-01-05', amount: 900, payments: 1, channel: 'call' },
    });
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    await call('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER });
    await call('subscriber', api.recordPayment, {
      params: { id },
      body: { date: '2026-01-10', amount: 400 },
    });

    await call('subscriber', tradelineEndpoints.deleteTradeline, { params: { id } });

    for (const endpoint of [api.getDebtDetails, api.getSettlement]) {
      const gone = await failure('subscriber', endpoint, { params: { id } });
      expect(gone.status).toBe(404);
    }
    const left = await call('subscriber', tradelineEndpoints.listTradelines, {
      params: { user_id: idOf('subscriber') },
    });
    expect(left.map((tradeline) => tradeline.id)).not.toContain(id);
  });
});

describe("the agreement's letter as a file", () => {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  /** A PDF of exactly `size` bytes. */
  const pdfOf = (size: number) => {
    const bytes = new Uint8Array(size).fill(0x20);
    bytes.set(SAMPLE_PDF.subarray(0, Math.min(size, SAMPLE_PDF.length)));
    return base64(bytes);
  };
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const exportedFiles = async () =>
    (await call('subscriber', accountEndpoints.exportData, {})).collections.files ?? [];

  it('is seeded with the settled debt: paid, checklist complete, its letter a PDF', async () => {
    const settled = SETTLED_TRADELINE.id;
    const { agreement } = await call('subscriber', api.getSettlement, { params: { id: settled } });
    expect(agreement).toMatchObject({ amount: 3420, paid: 3420, remaining: 0 });
    expect(agreement?.settled_on).not.toBeNull();
    expect(Object.values(agreement!.checklist).every(Boolean)).toBe(true);
    const letter = await call('subscriber', api.getDocument, { params: { id: settled } });
    expect(letter.content_type).toBe('application/pdf');
    expect(Buffer.from(letter.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(letter.content, 'base64').length).toBe(letter.size);
  });

  it('is attached, read back byte for byte by its owner, replaced, and listed in the data export', async () => {
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    const attached = await call('subscriber', api.attachDocument, {
      params: { id },
      body: SAMPLE_LETTER,
    });
    expectExactAnswer(attached);
    expect(attached.letter).toMatchObject({
      file_name: 'settlement-agreement.pdf',
      content_type: 'application/pdf',
      size: SAMPLE_PDF.length,
    });
    const read = await call('subscriber', api.getDocument, { params: { id } });
    expectExactAnswer(read);
    expect(read).toMatchObject({ file_name: 'settlement-agreement.pdf', size: SAMPLE_PDF.length });
    expect(read.content).toBe(SAMPLE_LETTER.content);
    expect(
      (await call('subscriber', api.getSettlement, { params: { id } })).agreement?.letter,
    ).toEqual(attached.letter);

    // A photo of the letter replaces the PDF; the PDF's file is gone with it.
    const replaced = await call('subscriber', api.attachDocument, {
      params: { id },
      body: { file_name: 'letter.png', content: base64(PNG) },
    });
    expect(replaced.letter).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect((await call('subscriber', api.getDocument, { params: { id } })).content).toBe(
      base64(PNG),
    );
    const files = await exportedFiles();
    // The file itself, its bytes beside its name and type: the proof kept before any deletion.
    expect(files).toContainEqual(
      expect.objectContaining({
        file_name: 'letter.png',
        content_type: 'image/png',
        size: 12,
        content: base64(PNG),
      }),
    );
    expect(files.map((file) => file.file_name)).not.toContain('settlement-agreement.pdf');
  });

  it('refuses HTML named .pdf (415), 10 MB + 1 byte (413), an empty file, and no agreement yet', async () => {
    const early = await expectStatus(
      'subscriber',
      api.attachDocument,
      { params: { id }, body: SAMPLE_LETTER },
      409,
    );
    expect(early.detail).toBe(SETTLEMENT_DETAILS.documentBeforeAgreement);
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });

    const refusals = [
      [
        'HTML named .pdf',
        {
          file_name: 'agreement.pdf',
          content: base64(new TextEncoder().encode('<!doctype html><p>%PDF-1.4</p>')),
        },
        415,
        SETTLEMENT_DETAILS.documentNotAllowed,
      ],
      [
        '10 MB + 1 byte',
        { file_name: 'big.pdf', content: pdfOf(DOCUMENT_MAX_BYTES + 1) },
        413,
        SETTLEMENT_DETAILS.documentTooLarge,
      ],
      [
        'an empty file',
        { file_name: 'empty.pdf', content: '' },
        400,
        SETTLEMENT_DETAILS.documentEmpty,
      ],
      [
        'content that is not base64',
        { file_name: 'a.pdf', content: 'not base64!' },
        400,
        SETTLEMENT_DETAILS.documentUnreadable,
      ],
    ] as const;
    for (const [what, body, status, detail] of refusals) {
      const refused = await expectStatus(
        'subscriber',
        api.attachDocument,
        { params: { id }, body },
        status,
      );
      expect(refused.detail, what).toBe(detail);
    }
    const none = await expectStatus('subscriber', api.getDocument, { params: { id } }, 404);
    expect(none.detail).toBe(SETTLEMENT_DETAILS.documentMissing);
  });

  it('cannot be read or replaced by another user (403), and goes with its debt', async () => {
    await call('subscriber', api.saveAgreement, { params: { id }, body: SAMPLE_AGREEMENT });
    await call('subscriber', api.attachDocument, { params: { id }, body: SAMPLE_LETTER });
    await expectStatus('newcomer', api.getDocument, { params: { id } }, 403);
    await expectStatus(
      'newcomer',
      api.attachDocument,
      { params: { id }, body: { file_name: 'x.png', content: base64(PNG) } },
      403,
    );
    expect((await call('subscriber', api.getDocument, { params: { id } })).content).toBe(
      SAMPLE_LETTER.content,
    );
    const names = async () => (await exportedFiles()).map((file) => file.file_name);
    expect(await names()).toContain('settlement-agreement.pdf');

    await call('subscriber', tradelineEndpoints.deleteTradeline, { params: { id } });

    expect((await failure('subscriber', api.getDocument, { params: { id } })).status).toBe(404);
    expect(await names()).not.toContain('settlement-agreement.pdf');
    // The settled debt's letter stays.
    expect(await names()).toEqual(['discover-settlement-agreement.pdf']);
  });
});
