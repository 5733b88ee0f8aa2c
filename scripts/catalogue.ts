/** Every endpoint of every feature contract, for tooling and the tests that cover them all. */
import type { EndpointDef } from '../src/shared/api/endpoint';
import { accountEndpoints } from '../src/features/account/contract';
import { adminEndpoints } from '../src/features/admin/contract';
import { authEndpoints } from '../src/features/auth/contract';
import { calculatorEndpoints } from '../src/features/calculator/contract';
import { callEndpoints } from '../src/features/calls/contract';
import { companionEndpoints } from '../src/features/companion/contract';
import { emailEndpoints } from '../src/features/email/contract';
import { enrollmentEndpoints } from '../src/features/enrollment/contract';
import { lettersEndpoints } from '../src/features/letters/contract';
import { planBuilderEndpoints } from '../src/features/plan-builder/contract';
import { practiceEndpoints } from '../src/features/practice/contract';
import { profileEndpoints } from '../src/features/profile/contract';
import { profileIdentityEndpoints } from '../src/features/profile/contract/identity';
import { settlementEndpoints } from '../src/features/settlement/contract';
import { timelineEndpoints } from '../src/features/timeline/contract';
import { tradelineEndpoints } from '../src/features/tradelines/contract';

export interface CatalogueEntry {
  feature: string;
  name: string;
  endpoint: EndpointDef;
}

const byFeature: Record<string, Record<string, EndpointDef>> = {
  account: accountEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  calculator: calculatorEndpoints,
  calls: callEndpoints,
  companion: companionEndpoints,
  email: emailEndpoints,
  enrollment: enrollmentEndpoints,
  'plan-builder': planBuilderEndpoints,
  letters: lettersEndpoints,
  practice: practiceEndpoints,
  profile: { ...profileEndpoints, ...profileIdentityEndpoints },
  settlement: settlementEndpoints,
  timeline: timelineEndpoints,
  tradelines: tradelineEndpoints,
};

export const CATALOGUE: readonly CatalogueEntry[] = Object.entries(byFeature).flatMap(
  ([feature, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ feature, name, endpoint })),
);

/** `METHOD /path`, the one-line name of an endpoint. */
export function signature(endpoint: EndpointDef): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export function sortedSignatures(): string[] {
  return CATALOGUE.map((entry) => signature(entry.endpoint)).sort((a, b) => {
    const [methodA = '', pathA = ''] = a.split(' ');
    const [methodB = '', pathB = ''] = b.split(' ');
    return pathA === pathB ? methodA.localeCompare(methodB) : pathA.localeCompare(pathB);
  });
}
