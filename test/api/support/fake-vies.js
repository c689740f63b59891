// A stand-in for the EU's VIES VAT id check (REST: POST check-vat-number) for the test servers: the global
// setup starts it and hands its URL to the shop as VIES_URL, so no test asks the real service. Its answers
// follow the VAT id (see docs/vat.md, "Tests"):
// - NOT_REGISTERED: VIES answers valid: false;
// - UNREACHABLE: the member state's service is down (HTTP 500, MS_UNAVAILABLE);
// - every other id: valid, with a consultation number when a requester (the shop's VAT id) is sent.
// GET /calls answers how often each id was asked (the tests check that answers are kept in the database).
const http = require('node:http');

const NOT_REGISTERED = new Set(['ATU46080404', 'FR09434086930']);
const UNREACHABLE = new Set(['ATU61195628', 'BE0202239951']);

function startFakeVies() {
  const calls = {};
  let counter = 0;
  const server = http.createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/calls') return send(200, calls);
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      const id = `${body.countryCode}${body.vatNumber}`;
      calls[id] = (calls[id] ?? 0) + 1;
      if (UNREACHABLE.has(id)) return send(500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'member state unavailable' }] });
      const valid = !NOT_REGISTERED.has(id);
      counter += 1;
      send(200, {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
        valid,
        requestIdentifier: valid && body.requesterNumber ? `WAPITEST${String(counter).padStart(6, '0')}` : '',
        name: valid ? 'Test GmbH' : '---',
        address: valid ? 'Teststraße 1, 4020 Linz' : '---',
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`,
        callsUrl: `http://127.0.0.1:${port}/calls`,
        stop: () => new Promise((r) => {
          server.closeAllConnections?.();
          server.close(() => r());
        }),
      });
    });
  });
}

module.exports = { startFakeVies, NOT_REGISTERED, UNREACHABLE };
