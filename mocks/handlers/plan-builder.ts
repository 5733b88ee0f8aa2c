/** The interest form. */
import { planBuilderEndpoints as api } from '@/features/plan-builder/contract';
import { createPlanBuilderService } from '@/features/plan-builder/service/plan-builder';
import { store } from '../store';
import { serviceHandlers } from './route';

export const planBuilderHandlers = serviceHandlers(api, createPlanBuilderService({ store }));
