import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineHeadAssets } from './inline-head-assets';

let webRoot: string;
beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'inline-head-'));
  mkdirSync(path.join(webRoot, 'assets'));
});
afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

const template = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('inlineHeadAssets', () => {
  it('inlines the theme script with its CSP hash and the font stylesheet', () => {
    const code = "document.documentElement.classList.add('dark');";
    writeFileSync(path.join(webRoot, 'theme-init.js'), code);
    writeFileSync(path.join(webRoot, 'assets', 'index-abc.css'), '@font-face{font-family:Inter}');
    const { html, scriptHashes } = inlineHeadAssets(
      template(
        '<script src="/theme-init.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      ),
      webRoot,
    );
    expect(html).toContain(`<script>${code}</script>`);
    expect(html).toContain('<style>@font-face{font-family:Inter}</style>');
    expect(html).not.toContain('theme-init.js');
    expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
  });

  it('inlines a stylesheet far larger than a script may be, up to its own limit', () => {
    const rules = (bytes: number) => `.a{color:red}`.repeat(Math.ceil(bytes / 13));
    writeFileSync(path.join(webRoot, 'assets', 'style-a.css'), rules(40 * 1024));
    writeFileSync(path.join(webRoot, 'assets', 'style-b.css'), rules(70 * 1024));
    writeFileSync(path.join(webRoot, 'medium.js'), 'x'.repeat(40 * 1024));
    const head =
      '<link rel="stylesheet" href="/assets/style-a.css"><link rel="stylesheet" href="/assets/style-b.css">' +
      '<script src="/medium.js"></script>';
    const { html } = inlineHeadAssets(template(head), webRoot);
    expect(html).toContain(`<style>${rules(40 * 1024)}</style>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-b.css">');
    expect(html).toContain('<script src="/medium.js"></script>');
  });

  it('keeps a link to what is missing, too large, or would close its own tag', () => {
    writeFileSync(path.join(webRoot, 'big.js'), 'x'.repeat(9000));
    writeFileSync(path.join(webRoot, 'closing.js'), 'a = "</script><script>alert(1)</script>";');
    const head =
      '<script src="/missing.js"></script><script src="/big.js"></script><script src="/closing.js"></script>';
    const { html, scriptHashes } = inlineHeadAssets(template(head), webRoot);
    expect(html).toContain(head);
    expect(scriptHashes).toEqual([]);
  });

  it('never reads outside the web root', () => {
    writeFileSync(path.join(path.dirname(webRoot), 'outside.js'), 'secret()');
    const { html } = inlineHeadAssets(template('<script src="/../outside.js"></script>'), webRoot);
    expect(html).not.toContain('secret()');
    rmSync(path.join(path.dirname(webRoot), 'outside.js'));
  });
});
