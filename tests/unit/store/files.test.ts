import { mockFiles } from '../../../mocks/files';
import { describeFileStore } from '../../store/files-suite';

describeFileStore('the mock', () => mockFiles);
