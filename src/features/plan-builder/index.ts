export { BuildSubscriptionPage } from './ui/build-subscription-page';
export { InterestPage } from './ui/interest-page';
