/** The project's own lint rules: import boundaries (DESIGN.md section 4) and no import cycles. */
import { boundariesRule } from './boundaries.js';
import { noCyclesRule } from './cycles.js';

export default { rules: { boundaries: boundariesRule, 'no-cycles': noCyclesRule } };
