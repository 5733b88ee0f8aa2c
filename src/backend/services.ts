/**
 * Every contract endpoint with the service function that answers it, built once for both
 * backends (issue 24, point 1): the mock passes its stand-ins (mocks/handlers/index.ts), the
 * server its adapters (server/app.ts). Only the dependencies differ.
 */
import { bySpecificity } from '@/backend/pipeline';
import { accountEndpoints } from '@/features/account/contract';
import { createAccountService, type AccountDeps } from '@/features/account/service/account';
import { createEmailChecks } from '@/features/account/service/email-checks';
import { adminEndpoints } from '@/features/admin/contract';
import { createAdminService, type AdminDeps } from '@/features/admin/service/admin';
import { authEndpoints } from '@/features/auth/contract';
import { callEndpoints } from '@/features/calls/contract';
import { createCallService, type CallDeps } from '@/features/calls/service/calls';
import { createAuthService, type AuthDeps } from '@/features/auth/service/auth';
import { companionEndpoints } from '@/features/companion/contract';
import { createCompanionService, type CompanionDeps } from '@/features/companion/service/companion';
import { emailEndpoints } from '@/features/email/contract';
import { createEmailService, syncInbox, type EmailDeps } from '@/features/email/service/email';
import { enrollmentEndpoints } from '@/features/enrollment/contract';
import {
  createEnrollmentService,
  startProgramFromPlan,
  type EnrollmentDeps,
} from '@/features/enrollment/service/enrollment';
import { lettersEndpoints } from '@/features/letters/contract';
import { createLettersService, type LettersDeps } from '@/features/letters/service/letters';
import { planBuilderEndpoints } from '@/features/plan-builder/contract';
import {
  createPlanBuilderService,
  type PlanBuilderDeps,
} from '@/features/plan-builder/service/plan-builder';
import { practiceEndpoints } from '@/features/practice/contract';
import { createPracticeService, type PracticeDeps } from '@/features/practice/service/practice';
import { profileEndpoints } from '@/features/profile/contract';
import { profileIdentityEndpoints } from '@/features/profile/contract/identity';
import { settlementEndpoints } from '@/features/settlement/contract';
import {
  createSettlementService,
  type SettlementDeps,
} from '@/features/settlement/service/settlement';
import {
  createProfileIdentityService,
  createProfileService,
  type ProfileDeps,
} from '@/features/profile/service/profile';
import { timelineEndpoints } from '@/features/timeline/contract';
import { createTimelineService, type TimelineDeps } from '@/features/timeline/service/timeline';
import { tradelineEndpoints } from '@/features/tradelines/contract';
import {
  createTradelineService,
  type TradelineDeps,
} from '@/features/tradelines/service/tradelines';
import type { UserRecord } from '@/features/auth/records';
import type { EndpointDef } from '@/shared/api/endpoint';
import { erasePersonalData, exportPersonalData, type PersonalStore } from './personal-data';
import { boundEndpoints, type Log, type ServiceHandler } from '@/shared/api/service';

/** What the services need from a backend. */
export interface BackendDeps
  extends
    Omit<AuthDeps, 'store'>,
    Pick<EmailDeps, 'summarizer' | 'quota'>,
    Pick<EnrollmentDeps, 'billing'>,
    Pick<CallDeps, 'telephony'>,
    Pick<PracticeDeps, 'rephrase' | 'classify'>,
    Pick<AccountDeps, 'mailer' | 'origin' | 'keySecret'> {
  /** The domain of the inboxes email deflection creates (the model's default when absent). */
  inboxDomain?: string;
  store: AuthDeps['store'] &
    AccountDeps['store'] &
    AdminDeps['store'] &
    CallDeps['store'] &
    EmailDeps['store'] &
    EnrollmentDeps['store'] &
    PlanBuilderDeps['store'] &
    PracticeDeps['store'] &
    CompanionDeps['store'] &
    SettlementDeps['store'] &
    ProfileDeps['store'] &
    SettlementDeps['store'] &
    LettersDeps['store'] &
    TimelineDeps['store'] &
    TradelineDeps['store'] &
    PersonalStore;
}

export interface ServedEndpoint {
  endpoint: EndpointDef;
  service: ServiceHandler<EndpointDef>;
}

/**
 * Every contract endpoint, each once, with its service function; literal segments before
 * parameters (`bySpecificity`), the order both backends try their routes in.
 */
export function serviceTable(deps: BackendDeps): ServedEndpoint[] {
  const { store } = deps;
  const userInbox = (userId: string, optIn: boolean) =>
    syncInbox(store, userId, optIn, deps.inboxDomain);
  const personalData = {
    exportOf: (user: UserRecord) => exportPersonalData(store, user),
    erase: async (user: UserRecord, log: Log, now: Date) => {
      await erasePersonalData(store, deps.billing, user, log, now);
    },
  };
  const emailChecks = createEmailChecks({ ...deps, personalData });
  return [
    boundEndpoints(
      authEndpoints,
      createAuthService({ ...deps, onRegistered: emailChecks.sendVerification }, (userId, plan) =>
        startProgramFromPlan({ store, syncInbox: userInbox }, userId, plan),
      ),
    ),
    boundEndpoints(accountEndpoints, createAccountService({ ...deps, personalData })),
    boundEndpoints(planBuilderEndpoints, createPlanBuilderService({ store })),
    boundEndpoints(
      profileEndpoints,
      createProfileService({ store, requestEmailChange: emailChecks.requestEmailChange }),
    ),
    boundEndpoints(profileIdentityEndpoints, createProfileIdentityService({ store })),
    boundEndpoints(tradelineEndpoints, createTradelineService({ store })),
    boundEndpoints(timelineEndpoints, createTimelineService({ store })),
    boundEndpoints(callEndpoints, createCallService(deps)),
    boundEndpoints(enrollmentEndpoints, createEnrollmentService({ ...deps, syncInbox: userInbox })),
    boundEndpoints(emailEndpoints, createEmailService(deps)),
    boundEndpoints(adminEndpoints, createAdminService({ store })),
    boundEndpoints(practiceEndpoints, createPracticeService(deps)),
    boundEndpoints(settlementEndpoints, createSettlementService({ store })),
    boundEndpoints(lettersEndpoints, createLettersService({ store })),
    boundEndpoints(companionEndpoints, createCompanionService({ store })),
  ]
    .flatMap((bound) => bound.map(([endpoint, service]) => ({ endpoint, service })))
    .sort((a, b) => bySpecificity(a.endpoint, b.endpoint));
}
