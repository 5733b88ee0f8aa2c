/**
 * The baseline of `npm run bench:api`: a bare Express 5 app answering one path with a JSON body
 * held in memory, nothing else (no middleware, no database).
 *
 *   node bare.mjs <port> <path> <json file>
 */
import { readFileSync } from 'node:fs';
import express from 'express';

const [port, path, file] = process.argv.slice(2);
if (!port || !path || !file) {
  process.stderr.write('usage: node bare.mjs <port> <path> <json file>\n');
  process.exit(2);
}
const body = JSON.parse(readFileSync(file, 'utf8'));

const app = express();
app.get(path, (_request, response) => {
  response.json(body);
});
const server = app.listen(Number(port), '127.0.0.1', () => {
  process.stdout.write(`bare Express ${process.version} on 127.0.0.1:${port}${path}\n`);
});
server.keepAliveTimeout = 65_000;
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
