import Fastify from 'fastify';
import { registerBodyDrain } from './body-limits';

describe('registerBodyDrain', () => {
  it('answers a request made in process (server rendering) at once: its body was read, nothing is left to drain', async () => {
    const fastify = Fastify();
    registerBodyDrain(fastify);
    fastify.post('/api/sales/prices', async (request) => ({ got: request.body }));
    await fastify.ready();
    try {
      const answer = await fastify.inject({ method: 'POST', url: '/api/sales/prices', payload: { positions: [] } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ got: { positions: [] } });
      // A drain that waited for an end that already came gives up and closes the connection.
      expect(answer.headers.connection).not.toBe('close');
    } finally {
      await fastify.close();
    }
  });
});
