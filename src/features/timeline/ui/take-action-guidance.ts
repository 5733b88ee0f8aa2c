/** What to do at each step, shown in the step's details. */
import type { EventType } from '../contract';

export function stepGuidance(type: EventType | string, label: string): string {
  switch (type) {
    case 'update_contacts':
      return (
        'Give each creditor your SelfSettle deflection email and check the phone number and ' +
        'mailing address they hold, so their messages reach you where you can manage them.'
      );
    case 'give_notice':
    case 'notice':
      return (
        'Tell the creditor you intend to settle this debt. Keep the call short and write down ' +
        "the date, the representative's name and what was said."
      );
    case 'negotiation':
      return label === 'First Negotiation'
        ? 'Open with an offer of 30-50% of the balance. Stay polite and firm, and never agree ' +
            'to more than you can pay.'
        : 'Follow up on your first offer. Before you pay anything, get the agreement in ' +
            "writing, with the account to be reported as 'Paid in Full' or 'Settled in Full'.";
    case 'payoff':
      return (
        'Pay the agreed amount only once you hold the written agreement. Keep proof of the ' +
        'payment and check your credit report afterwards.'
      );
    default:
      return 'Work through this step, then mark it complete.';
  }
}
