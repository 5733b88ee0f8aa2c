import { describeWriteOrders, type WriteOrderStore } from '../store/write-order-suite';
import { throwawayStore } from './throwaway-store';

describeWriteOrders('MongoDB (FerretDB)', { store: throwawayStore<WriteOrderStore>('order') });
