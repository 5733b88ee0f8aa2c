import { mockFiles } from '../../../mocks/files';
import { store } from '../../../mocks/store';
import { describeWriteOrders } from '../../store/write-order-suite';

describeWriteOrders('the mock database', { store: async () => ({ ...store, files: mockFiles }) });
