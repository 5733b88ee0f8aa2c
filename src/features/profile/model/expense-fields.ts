/**
 * The 16 fields of the Edit Expenses modal and how they map onto the financial profile
 * (spec section 3; decision "Portal: My Home" 1). Each modal field is exactly one stored
 * number, so reopening the modal shows what was typed:
 *
 *   housing_payment             home − home_insurance                (home = rent + insurance)
 *   housing_insurance           home_insurance
 *   vehicle_payment             auto − auto_insurance − fuel         (auto = payment + insurance + fuel)
 *   vehicle_insurance           auto_insurance
 *   vehicle_fuel                fuel
 *   food_groceries              food − dining                        (food = groceries + dining)
 *   food_dining                 dining
 *   school                      school
 *   personal_childsupport       child_support
 *   personal_alimony            alimony
 *   personal_other              personal − child_support − alimony   (personal = other + support + alimony)
 *   medical                     medical
 *   utilities                   electric, plus any part of utilities the parts do not explain
 *   utilities_tv_cable_internet tv
 *   utilities_other             gas
 *   other                       other
 *
 * utilities = utilities (modal) + tv + other utilities: the profile's utilities is the sum of
 * its parts gas, electric and tv, and the modal's main utilities bill is kept in `electric`.
 */
import type { FinancialProfile, UpdateFinancialProfileBody } from '../contract';

export const EXPENSE_FIELDS = [
  { name: 'housing_payment', label: 'Rent or mortgage' },
  { name: 'housing_insurance', label: 'Home insurance' },
  { name: 'vehicle_payment', label: 'Vehicle payment' },
  { name: 'vehicle_insurance', label: 'Vehicle insurance' },
  { name: 'vehicle_fuel', label: 'Fuel' },
  { name: 'food_groceries', label: 'Groceries' },
  { name: 'food_dining', label: 'Dining out' },
  { name: 'school', label: 'School' },
  { name: 'personal_childsupport', label: 'Child support' },
  { name: 'personal_alimony', label: 'Alimony' },
  { name: 'personal_other', label: 'Other personal' },
  { name: 'medical', label: 'Medical' },
  { name: 'utilities', label: 'Utilities (electric, water)' },
  { name: 'utilities_tv_cable_internet', label: 'TV, cable and internet' },
  { name: 'utilities_other', label: 'Other utilities (gas)' },
  { name: 'other', label: 'Other' },
] as const;

export type ExpenseFieldName = (typeof EXPENSE_FIELDS)[number]['name'];
export type ExpenseValues = Record<ExpenseFieldName, number>;
/** What the inputs hold: typed text. */
export type ExpenseInputs = Record<ExpenseFieldName, string>;

/** The groups the modal shows its fields in, with the profile category each rolls up into. */
export const EXPENSE_GROUPS: readonly { title: string; fields: readonly ExpenseFieldName[] }[] = [
  { title: 'Housing', fields: ['housing_payment', 'housing_insurance'] },
  { title: 'Vehicle', fields: ['vehicle_payment', 'vehicle_insurance', 'vehicle_fuel'] },
  { title: 'Food', fields: ['food_groceries', 'food_dining'] },
  { title: 'Personal', fields: ['personal_childsupport', 'personal_alimony', 'personal_other'] },
  { title: 'School and medical', fields: ['school', 'medical'] },
  { title: 'Utilities', fields: ['utilities', 'utilities_tv_cable_internet', 'utilities_other'] },
  { title: 'Other', fields: ['other'] },
];

/** An expense input's amount: blank or non-numeric counts as 0 (spec section 5). */
export function expenseAmount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** Whether typed text is a negative number (the only expense input refused). */
export function isNegativeAmount(text: string): boolean {
  return expenseAmount(text) < 0;
}

const nonNegative = (value: number) => Math.max(0, value);

/** The modal's 16 numbers as stored in a profile. */
export function expenseValues(profile: FinancialProfile): ExpenseValues {
  return {
    housing_payment: nonNegative(profile.home - profile.home_insurance),
    housing_insurance: profile.home_insurance,
    vehicle_payment: nonNegative(profile.auto - profile.auto_insurance - profile.fuel),
    vehicle_insurance: profile.auto_insurance,
    vehicle_fuel: profile.fuel,
    food_groceries: nonNegative(profile.food - profile.dining),
    food_dining: profile.dining,
    school: profile.school,
    personal_childsupport: profile.child_support,
    personal_alimony: profile.alimony,
    personal_other: nonNegative(profile.personal - profile.child_support - profile.alimony),
    medical: profile.medical,
    utilities: nonNegative(profile.utilities - profile.gas - profile.tv),
    utilities_tv_cable_internet: profile.tv,
    utilities_other: profile.gas,
    other: profile.other,
  };
}

/** The modal's inputs when it opens: the stored numbers as text. */
export function expenseInputs(profile: FinancialProfile): ExpenseInputs {
  const values = expenseValues(profile);
  return Object.fromEntries(
    EXPENSE_FIELDS.map(({ name }) => [name, String(values[name])]),
  ) as ExpenseInputs;
}

/** The profile update a save sends: the rolled-up categories and the parts they are made of. */
export function expensesUpdate(inputs: ExpenseInputs): UpdateFinancialProfileBody {
  const v = Object.fromEntries(
    EXPENSE_FIELDS.map(({ name }) => [name, nonNegative(expenseAmount(inputs[name]))]),
  ) as ExpenseValues;
  return {
    home: v.housing_payment + v.housing_insurance,
    home_insurance: v.housing_insurance,
    auto: v.vehicle_payment + v.vehicle_insurance + v.vehicle_fuel,
    auto_insurance: v.vehicle_insurance,
    fuel: v.vehicle_fuel,
    food: v.food_groceries + v.food_dining,
    dining: v.food_dining,
    school: v.school,
    personal: v.personal_other + v.personal_childsupport + v.personal_alimony,
    child_support: v.personal_childsupport,
    alimony: v.personal_alimony,
    medical: v.medical,
    utilities: v.utilities + v.utilities_tv_cable_internet + v.utilities_other,
    electric: v.utilities,
    tv: v.utilities_tv_cable_internet,
    gas: v.utilities_other,
    other: v.other,
  };
}

/** The total the modal shows as the user types. */
export function expensesTotal(inputs: ExpenseInputs): number {
  return EXPENSE_FIELDS.reduce(
    (sum, { name }) => sum + nonNegative(expenseAmount(inputs[name])),
    0,
  );
}
