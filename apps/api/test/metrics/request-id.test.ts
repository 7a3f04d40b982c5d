// X-Request-Id (issue 25): adopted as the request id only from a trusted proxy (TRUST_PROXY) and only
// when usable (printable, ≤ 128 characters); otherwise our own id. Either way it is echoed back.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { proxyMatcher } from '../../src/lib/request-id';
import { setupApp } from '../helper';

const OWN_ID = /^[0-9a-f]{8}-[0-9a-z]+$/;
const behindProxy = setupApp({ env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
const direct = setupApp();

describe('X-Request-Id', () => {
  it('a trusted proxy names the request: adopted and echoed', async () => {
    const res = await behindProxy.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'edge-7f3a:42/ab' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a:42/ab');
    const fromRange = await behindProxy.inject({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'lb-1' },
    });
    expect(fromRange.headers['x-request-id']).toBe('lb-1');
    // Over a real connection too (the peer is the socket's address, not something the client says).
    await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
    const address = behindProxy.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const real = await fetch(`http://127.0.0.1:${address.port}/api/health/live`, { headers: { 'x-request-id': 'proxy-abc' } });
    expect(real.headers.get('x-request-id')).toBe('proxy-abc');
  });

  it('from any other peer, or without a trusted proxy configured, our own id', async () => {
    const untrusted = await behindProxy.inject({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(untrusted.headers['x-request-id']).toMatch(OWN_ID);
    const noProxy = await direct.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(noProxy.headers['x-request-id']).toMatch(OWN_ID);
  });

  it('an unusable id from a trusted proxy is replaced by our own', async () => {
    for (const given of ['x'.repeat(129), 'has space', 'tab\there', 'caf\u00e9', '']) {
      const res = await behindProxy.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id'], JSON.stringify(given)).toMatch(OWN_ID);
    }
    const longest = 'y'.repeat(128);
    expect((await behindProxy.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('matches TRUST_PROXY the way the configuration reads it: addresses, ranges, named ranges, IPv4 over IPv6', () => {
    const trusted = proxyMatcher(loadConfig({ TRUST_PROXY: '192.0.2.7,fd00::/8,loopback' }).trustProxy);
    expect(['192.0.2.7', '::ffff:192.0.2.7', 'fd12::1', '127.0.0.5', '::1'].map(trusted)).toEqual([true, true, true, true, true]);
    expect(['192.0.2.8', '10.0.0.1', 'fe80::1', undefined].map(trusted)).toEqual([false, false, false, false]);
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
  });
});

describe('metrics configuration', () => {
  it('refuses a short token and a metrics port that is the app port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: 3000 is also PORT/);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) }).metrics).toEqual({ port: 9464, token: 'a'.repeat(32) });
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
  });
});
