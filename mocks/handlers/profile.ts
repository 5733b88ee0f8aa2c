/** The financial profile and the account's contact details. */
import { profileEndpoints as api } from '@/features/profile/contract';
import { createProfileService } from '@/features/profile/service/profile';
import { store } from '../store';
import { serviceHandlers } from './route';

export const profileHandlers = serviceHandlers(api, createProfileService({ store }));
