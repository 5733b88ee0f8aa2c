/** The tradelines area's texts (spec sections 2.3, 5 and 8; decisions "Portal: My Home"). */
import { detailOr } from '@/shared/api';

export const NEEDS_INCOME =
  'Please complete your financial profile by setting your income before adding tradelines.';
export const CREATE_FAILED = 'Could not save tradeline.';
export const UPDATE_FAILED = 'Could not update tradeline.';
export const DELETE_FAILED = 'Could not delete tradeline.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this tradeline?';
export const NO_TRADELINES = 'No tradelines yet';
export const TRADELINES_LOAD_FAILED = 'Could not load your tradelines. Please try again.';
export const CREDITORS_LOAD_FAILED =
  'Could not load the creditor list. Choose Other to type a name.';
export const OTHER_CREDITOR = 'Other';

/** The server's detail, else the fallback of spec section 8. */
export const tradelineError = (error: unknown, fallback: string) => detailOr(error, fallback);
