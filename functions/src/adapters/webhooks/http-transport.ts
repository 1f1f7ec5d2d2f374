/**
 * Webhook requests over node:http(s). Organisations choose the URL, so in AWS a receiver on a
 * private, loopback or link-local address is refused (checked on the address actually connected
 * to, through the request's own DNS lookup, so a name cannot be re-pointed between check and
 * connect). The local cloud allows them: its test receivers listen on 127.0.0.1.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookTransport } from './port';

export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
}

export function createHttpWebhookTransport(options: { allowPrivateAddresses: boolean }): WebhookTransport {
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as LookupAddress[];
      const allowed = list.filter((a) => options.allowPrivateAddresses || !isPrivateAddress(a.address));
      if (allowed.length === 0)
        return callback(new WebhookAddressError(`${hostname} resolves to a private address`), '', 4);
      if (lookupOptions.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };

  return {
    post(url, body, headers, timeoutMs) {
      return new Promise((resolve, reject) => {
        const target = new URL(url);
        const host = target.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) && !options.allowPrivateAddresses && isPrivateAddress(host)) {
          reject(new WebhookAddressError(`${host} is a private address`));
          return;
        }
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const req = send(
          target,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
            lookup: guardedLookup,
            timeout: timeoutMs,
          },
          (res) => {
            res.resume(); // the answer's body is not read, only its status
            res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}
