import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts both auth modes with an API prefix, dropping anything else', () => {
    expect(parseRuntimeConfig({ authMode: 'cookie', apiBase: '' })).toEqual({ authMode: 'cookie', apiBase: '' });
    expect(parseRuntimeConfig({ authMode: 'token', apiBase: 'https://api.example', extra: 1 })).toEqual({
      authMode: 'token',
      apiBase: 'https://api.example',
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'token'],
    ['no auth mode', { apiBase: '' }],
    ['an unknown auth mode', { authMode: 'basic', apiBase: '' }],
    ['no API prefix', { authMode: 'token' }],
    ['a numeric API prefix', { authMode: 'token', apiBase: 5 }],
  ])('refuses %s', (_name, value) => {
    expect(parseRuntimeConfig(value)).toBeNull();
  });
});
