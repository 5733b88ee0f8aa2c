/** Where a refused feature sends the user to start or change their subscription. */
export const MANAGE_ENROLLMENT_PATH = '/portal/manage-enrollment';
