/** Practice negotiations: the shared service over the mock database (no rephrasing model). */
import { practiceEndpoints as api } from '@/features/practice/contract';
import { createPracticeService } from '@/features/practice/service/practice';
import { quota } from '../quota';
import { store } from '../store';
import { serviceHandlers } from './route';

export const practiceHandlers = serviceHandlers(api, createPracticeService({ store, quota }));
