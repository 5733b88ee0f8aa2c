/**
 * The 22 chief-executive pay tiers the calculator compares a result with. DESIGN.md section 9
 * forbids inventing a named person's pay, so every tier describes a kind of chief executive
 * rather than a person. Hourly pay is annual pay over a 2,080-hour working year (52 x 40).
 */
import type { CeoEntry } from '../contract';

export const WORKING_HOURS_PER_YEAR = 2080;

const tier = (annual: number, ceo: string, company: string): CeoEntry => ({
  annual,
  hourlyPay: Math.round(annual / WORKING_HOURS_PER_YEAR),
  ceo,
  company,
});

export const CEO_TIERS: readonly CeoEntry[] = [
  tier(500_000, 'The chief executive of a community bank', 'a community bank'),
  tier(1_000_000, 'The chief executive of a regional hospital group', 'a regional hospital group'),
  tier(
    1_500_000,
    'The chief executive of a small listed software company',
    'a small software company',
  ),
  tier(2_000_000, 'The chief executive of a regional grocery chain', 'a regional grocery chain'),
  tier(3_000_000, 'The chief executive of a mid-size utility', 'a mid-size utility'),
  tier(
    4_000_000,
    'The chief executive of a national restaurant chain',
    'a national restaurant chain',
  ),
  tier(5_000_000, 'The chief executive of a mid-size manufacturer', 'a mid-size manufacturer'),
  tier(6_500_000, 'The chief executive of a regional airline', 'a regional airline'),
  tier(8_000_000, 'The chief executive of a large insurer', 'a large insurer'),
  tier(10_000_000, 'The chief executive of a national retailer', 'a national retailer'),
  tier(12_000_000, 'The chief executive of a Fortune 500 consumer brand', 'a consumer brand'),
  tier(14_000_000, 'The chief executive of a major telecom company', 'a major telecom company'),
  tier(16_000_000, 'The chief executive of a large health-care company', 'a health-care company'),
  tier(18_000_000, 'The chief executive of a major oil company', 'a major oil company'),
  tier(20_000_000, 'The chief executive of a large credit-card issuer', 'a credit-card issuer'),
  tier(23_000_000, 'The chief executive of a big-box retail giant', 'a big-box retailer'),
  tier(26_000_000, 'The chief executive of a major carmaker', 'a major carmaker'),
  tier(30_000_000, 'The chief executive of a global media company', 'a global media company'),
  tier(35_000_000, 'The chief executive of one of the largest US banks', 'a large US bank'),
  tier(45_000_000, 'The chief executive of a leading chipmaker', 'a leading chipmaker'),
  tier(60_000_000, 'The chief executive of a top-ten technology company', 'a technology company'),
  tier(100_000_000, 'One of the best-paid chief executives in America', 'a Fortune 100 company'),
];
