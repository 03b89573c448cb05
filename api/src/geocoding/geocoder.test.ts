import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from './embedded-geocoder';
import { GeocoderUnavailableError, normalisePostcode } from './geocoder';
import { loadGeocoderConfig } from './geocoder-config';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';

const ne14st = { latitude: 54.97, longitude: -1.61 };
const ne1 = { latitude: 54.973, longitude: -1.614 };

describe('normalisePostcode', () => {
  it('writes postcodes and districts one way, whatever the case and spacing', () => {
    for (const input of ['NE1 4ST', 'ne14st', ' ne1  4st ', 'Ne1\t4sT']) {
      expect(normalisePostcode(input)).toEqual({
        kind: 'postcode',
        code: 'NE1 4ST',
        outcode: 'NE1',
      });
    }
    expect(normalisePostcode('ne124ab')).toMatchObject({ code: 'NE12 4AB', outcode: 'NE12' });
    expect(normalisePostcode('ec1v 2nx')).toMatchObject({ code: 'EC1V 2NX', outcode: 'EC1V' });
    expect(normalisePostcode('m1 1aa')).toMatchObject({ code: 'M1 1AA', outcode: 'M1' });
    expect(normalisePostcode(' ne1 ')).toEqual({ kind: 'district', code: 'NE1' });
    expect(normalisePostcode('w1t')).toEqual({ kind: 'district', code: 'W1T' });
  });

  it('refuses what is neither', () => {
    for (const input of ['', 'hello', 'NE', '1NE 4ST', 'NE1 4S', 'NE1 4ST X', 'NE1-4ST']) {
      expect(normalisePostcode(input), input).toBeUndefined();
    }
  });
});

describe('the embedded geocoder', () => {
  const geocoder = createEmbeddedGeocoder([
    { code: 'NE1', ...ne1 },
    { code: 'ne1 4st', ...ne14st },
  ]);

  it('resolves known postcodes and districts in any spelling', async () => {
    await expect(geocoder.resolve('NE1 4ST')).resolves.toEqual(ne14st);
    await expect(geocoder.resolve('ne14st')).resolves.toEqual(ne14st);
    await expect(geocoder.resolve('ne1')).resolves.toEqual(ne1);
  });

  it('answers null for unknown or malformed input', async () => {
    await expect(geocoder.resolve('NE1 4SU')).resolves.toBeNull();
    await expect(geocoder.resolve('NE2')).resolves.toBeNull();
    await expect(geocoder.resolve('not a postcode')).resolves.toBeNull();
  });

  it('by default knows the committed places: the seeded pharmacies and the directory districts', async () => {
    const committed = createEmbeddedGeocoder();
    await expect(committed.resolve('NE3 1HB')).resolves.toEqual({
      latitude: 55.0077,
      longitude: -1.6184,
    });
    for (const district of ['NE1', 'NE3', 'NE12', 'LS1', 'M1', 'B1', 'EC1V', 'BS1']) {
      await expect(committed.resolve(district), district).resolves.not.toBeNull();
    }
  });
});

describe('the postcodes.io client', () => {
  let server: Server;
  let baseUrl: string;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      requested.push(url);
      const send = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (url === '/postcodes/NE1%204ST') {
        send(200, {
          status: 200,
          result: { postcode: 'NE1 4ST', ...ne14st },
        });
      } else if (url === '/outcodes/NE1') {
        send(200, { status: 200, result: { outcode: 'NE1', ...ne1 } });
      } else if (url === '/postcodes/BT1%201AA') {
        send(200, {
          status: 200,
          result: { postcode: 'BT1 1AA', latitude: null, longitude: null },
        });
      } else if (url === '/postcodes/SW1A%201AA') {
        send(500, { status: 500, error: 'boom' });
      } else if (url === '/postcodes/SW1A%202AA') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
      } else if (url === '/postcodes/SW1A%203AA') {
        setTimeout(() => send(200, { status: 200, result: { latitude: 51, longitude: 0 } }), 500);
      } else {
        send(404, { status: 404, error: 'Postcode not found' });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks /postcodes for a full postcode and /outcodes for a district, normalised', async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    await expect(geocoder.resolve('ne14st')).resolves.toEqual(ne14st);
    await expect(geocoder.resolve(' ne1 ')).resolves.toEqual(ne1);
    expect(requested.slice(-2)).toEqual(['/postcodes/NE1%204ST', '/outcodes/NE1']);
  });

  it('answers null for a 404, a place without coordinates, and input that is no postcode', async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    const before = requested.length;
    await expect(geocoder.resolve('ZZ9 9ZZ')).resolves.toBeNull();
    await expect(geocoder.resolve('ZZ9')).resolves.toBeNull();
    await expect(geocoder.resolve('BT1 1AA')).resolves.toBeNull();
    await expect(geocoder.resolve('hello')).resolves.toBeNull();
    expect(requested.length - before).toBe(3);
  });

  it('throws GeocoderUnavailableError when the service fails, sends no JSON, is slow or is down', async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl, timeoutMs: 200 });
    await expect(geocoder.resolve('SW1A 1AA')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocoder.resolve('SW1A 2AA')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocoder.resolve('SW1A 3AA')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const down = createPostcodesIoGeocoder({ baseUrl: 'http://127.0.0.1:1' });
    await expect(down.resolve('NE1 4ST')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe('geocoder configuration', () => {
  it('is embedded by default; postcodes-io uses POSTCODES_IO_URL or api.postcodes.io', () => {
    expect(loadGeocoderConfig({})).toEqual({ kind: 'embedded' });
    expect(loadGeocoderConfig({ GEOCODER: 'postcodes-io' })).toEqual({
      kind: 'postcodes-io',
      url: 'https://api.postcodes.io',
    });
    expect(
      loadGeocoderConfig({ GEOCODER: 'postcodes-io', POSTCODES_IO_URL: 'http://localhost:8000/' }),
    ).toEqual({ kind: 'postcodes-io', url: 'http://localhost:8000' });
  });

  it('stops on a geocoder or URL it cannot use', () => {
    expect(() => loadGeocoderConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() =>
      loadGeocoderConfig({ GEOCODER: 'postcodes-io', POSTCODES_IO_URL: 'ftp://example.org' }),
    ).toThrow(/POSTCODES_IO_URL/);
  });
});
