/** Letters, validation notices and the contact log: the shared service over the mock database. */
import { lettersEndpoints as api } from '@/features/letters/contract';
import { createLettersService } from '@/features/letters/service/letters';
import { store } from '../store';
import { serviceHandlers } from './route';

export const lettersHandlers = serviceHandlers(api, createLettersService({ store }));
