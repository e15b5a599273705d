/** The baseline for bench/api.ts: a bare Fastify hello world on BENCH_HELLO_PORT. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_HELLO_PORT ?? 3201) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
