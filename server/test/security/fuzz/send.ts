/** Sends a generated request exactly as planned: raw JSON text, a form, multipart, or an odd content type. */
import crypto from 'node:crypto';
import type { Response, Test } from 'supertest';
import type { TestClient } from '../../support/client.js';
import { browserRequest, type HttpMethod } from '../support.js';
import { formEncode, formValue, jsonText, type BodyPlan } from './body-plan.js';
import type { Encoding } from './generators.js';

export interface RawRequest {
  method: HttpMethod;
  url: string;
  encoding: Encoding;
  body: BodyPlan;
  files?: Array<{ field: string; name: string; type: string; content: Buffer }>;
}

const CONTENT_TYPES: Record<Exclude<Encoding, 'form' | 'multipart' | 'none'>, string> = {
  json: 'application/json',
  text: 'text/plain',
  latin1: 'application/json; charset=latin1',
  utf16: 'application/json; charset=utf-16',
  gzip: 'application/json',
  'unknown-encoding': 'application/json',
};

/** A random public IPv4 address for X-Forwarded-For (the fuzz app trusts the loopback proxy), so per-IP limits stay out. */
function randomIp(): string {
  const b = crypto.randomBytes(4);
  return `${(b[0]! % 200) + 11}.${b[1]}.${b[2]}.${(b[3]! % 250) + 1}`;
}

function rememberXsrf(client: TestClient, res: Response) {
  for (const cookie of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match) client.xsrf = decodeURIComponent(match[1]!);
  }
}

export async function sendRaw(client: TestClient, r: RawRequest): Promise<Response> {
  await client.prime();
  const verb = r.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  let req: Test = browserRequest(client, verb, r.url).set('X-Forwarded-For', randomIp());
  const text = jsonText(r.body);
  if (r.files || r.encoding === 'multipart') {
    const pairs = 'pairs' in r.body ? r.body.pairs : [['dados', r.body.whole] as [string, string]];
    for (const [key, value] of pairs) if (key !== '') req = req.field(key, formValue(value));
    for (const file of r.files ?? []) req = req.attach(file.field, file.content, { filename: file.name, contentType: file.type });
    if (!r.files?.length && pairs.every(([key]) => key === '')) req = req.field('vazio', '');
  } else if (r.encoding === 'form') {
    const body =
      'pairs' in r.body ? r.body.pairs.map(([k, v]) => `${formEncode(k)}=${formEncode(formValue(v))}`).join('&') : r.body.whole;
    req = req.set('Content-Type', 'application/x-www-form-urlencoded').send(body);
  } else if (r.encoding === 'none') {
    req = req.send(Buffer.from(text));
  } else {
    req = req.set('Content-Type', CONTENT_TYPES[r.encoding]);
    if (r.encoding === 'gzip') req = req.set('Content-Encoding', 'gzip');
    if (r.encoding === 'unknown-encoding') req = req.set('Content-Encoding', 'zstd-xyz');
    req = req.send(text);
  }
  const res = await req;
  rememberXsrf(client, res);
  return res;
}
