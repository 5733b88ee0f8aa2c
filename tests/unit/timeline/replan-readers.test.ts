import { mockFiles } from '../../../mocks/files';
import { store } from '../../../mocks/store';
import { describeDeferredReplan, type ReplanStore } from '../../store/replan-suite';

describeDeferredReplan('the mock database', {
  store: async () => ({ ...store, files: mockFiles }) as unknown as ReplanStore,
});
