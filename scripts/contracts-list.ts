/** Prints one line per endpoint, `METHOD /path`, sorted by path then method. */
import { sortedSignatures } from './catalogue';

process.stdout.write(`${sortedSignatures().join('\n')}\n`);
