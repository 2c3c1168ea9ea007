// Calibration: the least a Node process can do for the single-record read — bare node:http, a pg Pool of 10, one
// primary-key select, JSON out; no framework, no session, no ORM. Run as its own process, like the API.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const server = createServer(async (request, response) => {
  const id = /^\/consultants\/([0-9a-f-]{36})$/.exec(request.url ?? '')?.[1];
  if (!id) {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
    return;
  }
  try {
    const { rows } = await pool.query('select * from consultants where id = $1', [id]);
    response
      .writeHead(rows.length ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(rows[0] ?? null));
  } catch {
    response.writeHead(503).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
