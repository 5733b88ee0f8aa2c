/** The product's name and contact points, in one place. */
export const BRAND_NAME = 'SelfSettle';
export const SUPPORT_EMAIL = 'support@selfsettle.example';
/** A reserved fictional number (555-01xx) until the support line exists. */
export const SUPPORT_PHONE = '+1-555-555-0100';
export const TAGLINE = 'Empowering financial freedom through education and support.';
