import { describe, expect, it } from 'vitest';
import { applyProfileUpdate, completeProfile, defaultProfile } from './totals';
import {
  EXPENSE_FIELDS,
  expenseAmount,
  expenseInputs,
  expensesTotal,
  expensesUpdate,
  expenseValues,
  isNegativeAmount,
  type ExpenseInputs,
} from './expense-fields';

const seeded = completeProfile({
  ...defaultProfile('u1'),
  income: 4800,
  home: 1650,
  home_insurance: 50,
  auto: 520,
  auto_insurance: 110,
  fuel: 140,
  food: 640,
  dining: 120,
  personal: 260,
  medical: 180,
  utilities: 350,
  gas: 60,
  electric: 110,
  tv: 80,
  other: 300,
});

const inputs = (values: Partial<ExpenseInputs>): ExpenseInputs => ({
  ...(Object.fromEntries(EXPENSE_FIELDS.map(({ name }) => [name, ''])) as ExpenseInputs),
  ...values,
});

describe('the Edit Expenses fields', () => {
  it('are the 16 fields of spec section 3', () => {
    expect(EXPENSE_FIELDS.map(({ name }) => name)).toEqual([
      'housing_payment',
      'housing_insurance',
      'vehicle_payment',
      'vehicle_insurance',
      'vehicle_fuel',
      'food_groceries',
      'food_dining',
      'school',
      'personal_childsupport',
      'personal_alimony',
      'personal_other',
      'medical',
      'utilities',
      'utilities_tv_cable_internet',
      'utilities_other',
      'other',
    ]);
  });

  it('count blank or non-numeric text as 0', () => {
    expect(expenseAmount('')).toBe(0);
    expect(expenseAmount('   ')).toBe(0);
    expect(expenseAmount('abc')).toBe(0);
    expect(expenseAmount('12.5')).toBe(12.5);
    expect(isNegativeAmount('-3')).toBe(true);
    expect(isNegativeAmount('x')).toBe(false);
  });

  it('roll up into the profile categories as spec section 3 says', () => {
    const update = expensesUpdate(
      inputs({
        housing_payment: '1200',
        housing_insurance: '40',
        vehicle_payment: '300',
        vehicle_insurance: '90',
        vehicle_fuel: '100',
        food_groceries: '450',
        food_dining: 'n/a',
        school: '25',
        personal_childsupport: '200',
        personal_alimony: '',
        personal_other: '75',
        medical: '60',
        utilities: '120',
        utilities_tv_cable_internet: '70',
        utilities_other: '30',
        other: '15',
      }),
    );
    expect(update).toEqual({
      home: 1240,
      home_insurance: 40,
      auto: 490,
      auto_insurance: 90,
      fuel: 100,
      food: 450,
      dining: 0,
      school: 25,
      personal: 275,
      child_support: 200,
      alimony: 0,
      medical: 60,
      utilities: 220,
      electric: 120,
      tv: 70,
      gas: 30,
      other: 15,
    });
    // 1240 + 490 + 450 + 25 + 275 + 60 + 220 + 15 = 2,775.
    const saved = applyProfileUpdate({ ...defaultProfile('u1'), income: 3000 }, update);
    expect(saved).toMatchObject({ expenses: 2775, net_income: 225 });
  });

  it('show the seeded profile split into its parts, with the same total', () => {
    expect(expenseValues(seeded)).toMatchObject({
      housing_payment: 1600,
      vehicle_payment: 270,
      food_groceries: 520,
      personal_other: 260,
      utilities: 210,
      utilities_tv_cable_internet: 80,
      utilities_other: 60,
    });
    expect(expensesTotal(expenseInputs(seeded))).toBe(3900);
  });

  it('show exactly what was typed when the modal is reopened', () => {
    const typed = inputs({
      housing_payment: '999',
      vehicle_fuel: '45',
      food_dining: '88',
      personal_alimony: '12',
      utilities: '101',
      utilities_other: '9',
      other: '3',
    });
    const saved = applyProfileUpdate(seeded, expensesUpdate(typed));
    const shown = expenseInputs(saved);
    for (const { name } of EXPENSE_FIELDS) {
      expect(shown[name]).toBe(String(expenseAmount(typed[name])));
    }
    expect(saved.expenses).toBe(expensesTotal(typed));
  });
});
