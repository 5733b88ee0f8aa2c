/**
 * What a settlement may mean at tax time (issue 27, point 6). An estimate, not tax advice.
 *
 * - Forgiven (canceled) debt = the balance at settlement − the agreed amount. Canceled debt is
 *   generally income (IRS Publication 4681, "Canceled Debts", and 26 U.S.C. 61(a)(11)).
 * - A creditor that cancels $600 or more must file Form 1099-C and send the debtor a copy
 *   (26 CFR 1.6050P-1(a); Instructions for Forms 1099-A and 1099-C, "Who Must File").
 * - Insolvency exclusion: canceled debt is excluded up to the amount by which the debtor was
 *   insolvent immediately before the cancellation, insolvency being total liabilities over the
 *   fair market value of total assets (26 U.S.C. 108(a)(1)(B) and 108(d)(3); Publication 4681,
 *   "Insolvency Worksheet"); the exclusion is claimed on Form 982, line 1b.
 * - The taxable part is estimated at the user's marginal rate (federal only; the return decides).
 */

/** The Form 1099-C filing threshold, in dollars (26 CFR 1.6050P-1(a)). */
export const FORM_1099C_THRESHOLD = 600;

export const NOT_TAX_ADVICE = 'This is an estimate, not tax advice.';

/** The canceled part of the debt: never negative (paying the whole balance forgives nothing). */
export function forgivenAmount(balanceAtSettlement: number, agreedAmount: number): number {
  return Math.max(0, balanceAtSettlement - agreedAmount);
}

/** Whether the creditor will likely send a Form 1099-C: $600 or more forgiven. */
export function likely1099C(forgiven: number): boolean {
  return forgiven >= FORM_1099C_THRESHOLD;
}

export interface InsolvencyInput {
  /** Total liabilities immediately before the cancellation (this debt included). */
  liabilities: number;
  /** Fair market value of all assets immediately before the cancellation. */
  assets: number;
}

/** How far the user was insolvent: liabilities over assets, 0 when solvent (Pub. 4681 line). */
export function insolvencyAmount({ liabilities, assets }: InsolvencyInput): number {
  return Math.max(0, liabilities - assets);
}

export interface TaxEstimate {
  forgiven: number;
  form1099C: boolean;
  insolvency: number;
  /** The part that may be excluded from income on Form 982 (up to the insolvency). */
  excluded: number;
  taxable: number;
  /** The taxable part at the marginal rate, whole dollars; null without a rate. */
  estimatedTax: number | null;
}

/**
 * The estimate: the forgiven amount, whether a 1099-C is likely, the excludable part and the
 * taxable part at `marginalRate` (a percent, 0-37). Without the worksheet's figures, nothing is
 * excluded.
 */
export function taxEstimate(
  balanceAtSettlement: number,
  agreedAmount: number,
  worksheet: InsolvencyInput | null,
  marginalRate: number | null,
): TaxEstimate {
  const forgiven = forgivenAmount(balanceAtSettlement, agreedAmount);
  const insolvency = worksheet ? insolvencyAmount(worksheet) : 0;
  const excluded = Math.min(forgiven, insolvency);
  const taxable = forgiven - excluded;
  return {
    forgiven,
    form1099C: likely1099C(forgiven),
    insolvency,
    excluded,
    taxable,
    estimatedTax: marginalRate === null ? null : Math.round((taxable * marginalRate) / 100),
  };
}

/** The federal marginal rates of 2025 (Rev. Proc. 2024-40, section 3.01), for the rate's pick list. */
export const FEDERAL_MARGINAL_RATES = [10, 12, 22, 24, 32, 35, 37] as const;
