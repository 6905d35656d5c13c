import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminGlobalComponentSchema } from '../../../contract/admin/admin-global-components';
import { CtaContentSchema } from '../../../contract/global-components/cta-content';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../contract/global-components/default-header-config';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const put = (name: string, payload: unknown) =>
  versionedCall(t.app, 'PUT', `/api/admin/global-components/${name}`, staff.editor, payload);

describe('GET /api/admin/global-components/{name}', () => {
  it('answers each component with its content and who saved it', async () => {
    for (const name of ['header', 'footer', 'cta']) {
      const response = await call(t.app, 'GET', `/api/admin/global-components/${name}`, staff.viewer);
      expect(response.statusCode, name).toBe(200);
      expect(AdminGlobalComponentSchema.parse(response.json())).toMatchObject({ name, updatedBy: null });
    }
  });

  it('answers 404 for an unknown name', async () => {
    const response = await call(t.app, 'GET', '/api/admin/global-components/sidebar', staff.viewer);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Global component not found' });
  });
});

describe('PUT /api/admin/global-components/{name}', () => {
  it('saves valid content as the working draft and records who; the public API answers it once published', async () => {
    const content = { ...defaultCtaContent, title: 'Talk to a principal this week' };
    const response = await put('cta', { content });
    expect(response.statusCode).toBe(200);
    const saved = AdminGlobalComponentSchema.parse(response.json());
    expect(saved.updatedBy).toEqual({ id: staff.ids.editor, displayName: 'eddie name' });
    expect(saved).toMatchObject({ content, publication: 'draft-pending', publishAt: null });
    const publicTitle = async () =>
      CtaContentSchema.parse(
        (await t.app.inject('/api/public/global-components/cta')).json<{ content: unknown }>().content,
      ).title;
    expect(await publicTitle()).toBe(defaultCtaContent.title);
    const published = await versionedCall(t.app, 'POST', '/api/admin/global-components/cta/publish', staff.editor);
    expect(published.statusCode).toBe(200);
    expect(AdminGlobalComponentSchema.parse(published.json())).toMatchObject({ content, publication: 'published' });
    expect(await publicTitle()).toBe('Talk to a principal this week');
  });

  it('accepts each component’s own defaults', async () => {
    expect((await put('header', { content: defaultHeaderConfig })).statusCode).toBe(200);
    expect((await put('footer', { content: defaultFooterContent })).statusCode).toBe(200);
  });

  it('checks content against that component’s schema, naming the field', async () => {
    const wrongSchema = await put('header', { content: defaultFooterContent });
    expect(wrongSchema.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(wrongSchema)).every((field) => field.startsWith('content'))).toBe(true);
    const wrongType = await put('cta', { content: { ...defaultCtaContent, title: 42 } });
    expect(Object.keys(fieldsOf(wrongType))).toEqual(['content.title']);
    const tooLong = await put('cta', { content: { ...defaultCtaContent, title: 'x'.repeat(5001) } });
    expect(Object.keys(fieldsOf(tooLong))).toEqual(['content.title']);
    expect(fieldsOf(await put('cta', {}))).toEqual({ content: 'Required' });
  });

  it('keeps a dropdown entry’s description and refuses one longer than the menu has room for, naming the field', async () => {
    const services = defaultHeaderConfig.menuItems.findIndex((item) => item.text === 'Services');
    const withDescription = (description: string) => ({
      ...defaultHeaderConfig,
      menuItems: defaultHeaderConfig.menuItems.map((item, index) =>
        index === services
          ? {
              ...item,
              dropdownItems: item.dropdownItems.map((entry, at) => (at === 1 ? { ...entry, description } : entry)),
            }
          : item,
      ),
    });
    const tooLong = await put('header', { content: withDescription('x'.repeat(101)) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong)).toEqual({
      [`content.menuItems.${services}.dropdownItems.1.description`]: 'At most 100 characters',
    });
    const saved = await put('header', { content: withDescription('  How well you would withstand an incident ') });
    expect(saved.statusCode).toBe(200);
    const content = AdminGlobalComponentSchema.parse(saved.json()).content as typeof defaultHeaderConfig;
    expect(content.menuItems[services]?.dropdownItems[1]?.description).toBe('How well you would withstand an incident');
  });

  it('refuses links and logos that lead off-site or run script, naming the field', async () => {
    const link = (value: string) => ({ ...defaultCtaContent, primary: { ...defaultCtaContent.primary, link: value } });
    for (const value of ['/\\evil.example', '//evil.example', 'javascript:alert(5)']) {
      const response = await put('cta', { content: link(value) });
      expect(response.statusCode, value).toBe(400);
      expect(Object.keys(fieldsOf(response)), value).toEqual(['content.primary.link']);
    }
    expect((await put('cta', { content: link('mailto:hello@aegisline.example') })).statusCode).toBe(200);
    const logo = await put('header', { content: { ...defaultHeaderConfig, logoLight: 'javascript:alert(5)' } });
    expect(logo.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(logo))).toEqual(['content.logoLight']);
  });

  it('answers 404 for an unknown name', async () => {
    expect((await put('sidebar', { content: {} })).statusCode).toBe(404);
  });
});
