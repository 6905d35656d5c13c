import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toExternalUrl } from './external-links';
import { hardenWebContents } from './navigation-guard';
import { FakeWebContents } from './test-support/fake-browser-window';

function setup() {
  const contents = new FakeWebContents();
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  hardenWebContents(contents, shell);
  const navigate = (event: 'will-navigate' | 'will-redirect', url: string) => {
    const preventDefault = vi.fn();
    contents.emit(event, { preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  const open = (url: string) => contents.windowOpenHandler?.({ url });
  return { contents, shell, navigate, open };
}

describe('navigation guard', () => {
  let guard: ReturnType<typeof setup>;
  beforeEach(() => {
    guard = setup();
  });

  it("lets windows navigate within the app's own origin", () => {
    expect(guard.navigate('will-navigate', 'app://site/company/partners')).toBe(false);
    expect(guard.navigate('will-redirect', 'app://site/')).toBe(false);
  });

  it('denies navigation away and hands http(s) links to the system browser', () => {
    expect(guard.navigate('will-navigate', 'https://www.linkedin.com/company/aegisline-example')).toBe(true);
    expect(guard.shell.openExternal).toHaveBeenCalledWith('https://www.linkedin.com/company/aegisline-example');
  });

  it("hands a contact link's mailto: to the system's mail client instead of navigating", () => {
    expect(guard.navigate('will-navigate', 'mailto:hello@aegisline.example')).toBe(true);
    expect(guard.shell.openExternal).toHaveBeenCalledWith('mailto:hello@aegisline.example');
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:hello@aegisline.example?bcc=everyone@evil.example',
    'mailto:hello@aegisline.example,other@evil.example',
    'tel:+44 20 7946 0000',
    'app://site.evil/',
    'app://evil/',
    'smb://host/share',
    'https://user:pass@evil.example/',
  ])('denies navigation to %s without opening anything', (url) => {
    expect(guard.navigate('will-navigate', url)).toBe(true);
    expect(guard.shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies redirects out of the app without opening them', () => {
    expect(guard.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(guard.shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies every window.open, and only http(s) reaches shell.openExternal', () => {
    const urls = [
      'https://example.com/a b',
      'http://example.com',
      'file:///etc/passwd',
      'javascript:x',
      'app://site/x',
      'data:text/html,hi',
    ];
    for (const url of urls) expect(guard.open(url)).toEqual({ action: 'deny' });
    expect(guard.shell.openExternal.mock.calls.map(([url]) => url)).toEqual([
      'https://example.com/a%20b',
      'http://example.com/',
    ]);
  });

  it('refuses webviews', () => {
    const preventDefault = vi.fn();
    guard.contents.emit('will-attach-webview', { preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});

describe('toExternalUrl', () => {
  it('parses before trusting: only http(s) without credentials, normalised', () => {
    expect(toExternalUrl('HTTPS://Example.com')).toBe('https://example.com/');
    expect(toExternalUrl(' javascript:alert(1)')).toBeNull();
    expect(toExternalUrl('https://a:b@example.com')).toBeNull();
    expect(toExternalUrl('not a url')).toBeNull();
  });

  it("lets a plain mailto: or tel: through to the system's mail client or dialer", () => {
    expect(toExternalUrl('mailto:hello@aegisline.example')).toBe('mailto:hello@aegisline.example');
    expect(toExternalUrl('tel:+442079460000')).toBe('tel:+442079460000');
    for (const refused of [
      'mailto:hello@aegisline.example?subject=Invoice',
      'mailto:hello@aegisline.example#x',
      'mailto:hello@aegisline.example;b@evil.example',
      'mailto:not-an-address',
      'tel:12',
      'tel:+44207946000a',
    ]) {
      expect(toExternalUrl(refused), refused).toBeNull();
    }
  });
});
