/**
 * The 22 chief-executive pay tiers the calculator compares a result with (spec sections 3 and
 * 9): hourly pay 500, 600, 800, 1,000, then 1,200 to 2,000 in steps of 200, 2,500, then 3,000
 * to 8,000 in steps of 500, and 10,000. `annual` is double the hourly pay, in thousands of
 * dollars: a 2,000-hour working year (hourly pay × 2,000 = annual × 1,000). DESIGN.md section 9
 * forbids inventing a named person's pay, so every tier describes a kind of chief executive.
 */
import type { CeoEntry } from '../contract';

/** Working hours in a year: what turns the annual figure into an hourly one. */
export const WORKING_HOURS_PER_YEAR = 2000;

/** `annual` is kept in thousands of dollars, as the spec's table has it. */
export const ANNUAL_UNIT = 1000;

const tier = (hourlyPay: number, ceo: string, company: string): CeoEntry => ({
  hourlyPay,
  annual: hourlyPay * 2,
  ceo,
  company,
});

export const CEO_TIERS: readonly CeoEntry[] = [
  tier(500, 'The chief executive of a community bank', 'a community bank'),
  tier(600, 'The chief executive of a regional credit union', 'a regional credit union'),
  tier(800, 'The chief executive of a regional hospital group', 'a regional hospital group'),
  tier(1000, 'The chief executive of a small listed software company', 'a software company'),
  tier(1200, 'The chief executive of a regional grocery chain', 'a regional grocery chain'),
  tier(1400, 'The chief executive of a mid-size utility', 'a mid-size utility'),
  tier(1600, 'The chief executive of a national restaurant chain', 'a restaurant chain'),
  tier(1800, 'The chief executive of a mid-size manufacturer', 'a mid-size manufacturer'),
  tier(2000, 'The chief executive of a regional airline', 'a regional airline'),
  tier(2500, 'The chief executive of a large insurer', 'a large insurer'),
  tier(3000, 'The chief executive of a national retailer', 'a national retailer'),
  tier(3500, 'The chief executive of a Fortune 500 consumer brand', 'a consumer brand'),
  tier(4000, 'The chief executive of a major telecom company', 'a major telecom company'),
  tier(4500, 'The chief executive of a large health-care company', 'a health-care company'),
  tier(5000, 'The chief executive of a major oil company', 'a major oil company'),
  tier(5500, 'The chief executive of a large credit-card issuer', 'a credit-card issuer'),
  tier(6000, 'The chief executive of a big-box retail giant', 'a big-box retailer'),
  tier(6500, 'The chief executive of a major carmaker', 'a major carmaker'),
  tier(7000, 'The chief executive of a global media company', 'a global media company'),
  tier(7500, 'The chief executive of one of the largest US banks', 'a large US bank'),
  tier(8000, 'The chief executive of a leading chipmaker', 'a leading chipmaker'),
  tier(10000, 'The chief executive of a top-ten technology company', 'a technology company'),
];
