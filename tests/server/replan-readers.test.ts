import { describeDeferredReplan, type ReplanStore } from '../store/replan-suite';
import { throwawayStore } from './throwaway-store';

describeDeferredReplan('MongoDB (FerretDB)', { store: throwawayStore<ReplanStore>('replan') });
