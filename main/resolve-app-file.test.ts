import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from './resolve-app-file';

const root = path.resolve('/srv/app/out/renderer');

describe('resolveAppFile', () => {
  it('serves files under the renderer folder', () => {
    expect(resolveAppFile(root, 'app://site/assets/index-abc.js')).toBe(path.join(root, 'assets', 'index-abc.js'));
    expect(resolveAppFile(root, 'app://site/diagnostics.html')).toBe(path.join(root, 'diagnostics.html'));
    expect(resolveAppFile(root, 'app://site/brand/logo%20dark.svg')).toBe(path.join(root, 'brand', 'logo dark.svg'));
  });

  it('answers index.html for the root and for client routes', () => {
    for (const url of ['app://site/', 'app://site/company/partners', 'app://site/services/cloud-security?x=1']) {
      expect(resolveAppFile(root, url)).toBe(path.join(root, 'index.html'));
    }
  });

  it.each([
    'app://site/..%2f..%2fetc%2fpasswd.txt',
    'app://site/assets/..%2F..%2F..%2Fsecret.json',
    'app://site/%2e%2e%2fsecret.json',
    'app://site/assets/%2E%2E%2F%2E%2E%2Fsecret',
    'app://site/..%5c..%5csecret.json',
    'app://site/assets/%00.js',
    'app://site/C:%2fWindows%2fwin.ini',
    'app://site/%E0%A4%A.js',
  ])('refuses %s', (url) => {
    expect(resolveAppFile(root, url)).toBeNull();
  });

  it('keeps dot segments the URL parser already resolved inside the folder', () => {
    // `new URL` collapses literal `..`, so these can only ever land inside the root.
    for (const url of ['app://site/../../etc/passwd.txt', 'app://site/%2e%2e/%2e%2e/etc/passwd.txt']) {
      const resolved = resolveAppFile(root, url);
      expect(resolved?.startsWith(root + path.sep)).toBe(true);
    }
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppFile(root, 'file:///etc/passwd.txt')).toBeNull();
    expect(resolveAppFile(root, 'not a url')).toBeNull();
  });
});
