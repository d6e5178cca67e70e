import { describe, expect, it } from 'vitest';
import { appUrl, publicUrl } from '@/config/env.js';

const at = (hostname: string, port = '3000', protocol = 'http:') => ({ protocol, hostname, port });

describe('links between the public host and the app host', () => {
  it('when the site is open on localhost, then the app is on app.localhost at the same port', () => {
    expect(appUrl('/login', at('localhost'))).toBe('http://app.localhost:3000/login');
  });

  it('when the site is open on a loopback address, then the app link goes to app.localhost, not app.127.0.0.1', () => {
    expect(appUrl('/login', at('127.0.0.1'))).toBe('http://app.localhost:3000/login');
    expect(appUrl('/register', at('[::1]'))).toBe('http://app.localhost:3000/register');
  });

  it('when the site runs on its own domain, then the app is its app. sub-host and back again', () => {
    expect(appUrl('/painel', at('www.exemplo.com.br', '', 'https:'))).toBe('https://app.exemplo.com.br/painel');
    expect(publicUrl('/', at('app.exemplo.com.br', '', 'https:'))).toBe('https://exemplo.com.br/');
  });
});
