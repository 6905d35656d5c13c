import { afterEach, describe, expect, it } from 'vitest';
import type { BackendInfo, DesktopBridge } from '../../../../../contract/desktop-bridge';
import { createDesktopPlatform, createWebPlatform, setPlatform } from '../../../lib/platform/platform';
import type { EditorDocument } from './page-editor';
import type { EditsToKeep } from './unsaved-edits-store';
import { keepUnsavedEdits, readUnsavedEdits, unsavedEditsStorageKey } from './unsaved-edits-store';

const document: EditorDocument = {
  title: 'Services',
  slug: 'services',
  description: 'Ours',
  status: 'draft',
  blocks: [],
};
const edits: EditsToKeep = { savedAt: '2026-11-26T10:00:00.000Z', baseVersion: 1, baseDocument: document, document };
const local: BackendInfo = { id: 'local', label: 'Local', baseUrl: 'http://localhost:5000', authMode: 'cookie' };
const hosted: BackendInfo = { id: 'hosted', label: 'Hosted', baseUrl: 'https://cms.example.com/', authMode: 'token' };
const on = (backend: BackendInfo) => setPlatform(createDesktopPlatform({} as DesktopBridge, backend));

afterEach(() => setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage)));

describe('unsaved edits kept on this device', () => {
  it('are filed under the backend they were made on, and carry it and their item', () => {
    on(local);
    keepUnsavedEdits('page:1', edits);
    const text = window.localStorage.getItem(unsavedEditsStorageKey('http://localhost:5000', 'page:1'));
    expect(JSON.parse(text ?? 'null')).toMatchObject({ backend: 'http://localhost:5000', item: 'page:1' });
    expect(readUnsavedEdits('page:1')).toMatchObject({ backend: 'http://localhost:5000', document });
  });

  it("are not offered on another backend's item of the same id", () => {
    on(local);
    keepUnsavedEdits('page:1', edits);
    on(hosted);
    expect(readUnsavedEdits('page:1')).toBeNull();
    on(local);
    expect(readUnsavedEdits('page:1')).not.toBeNull();
  });

  it('refuses edits that say they belong to another backend or another item, wherever they were found', () => {
    on(hosted);
    const key = unsavedEditsStorageKey('https://cms.example.com', 'page:1');
    const madeOn = (backend: string, item: string) => JSON.stringify({ ...edits, backend, item });
    window.localStorage.setItem(key, madeOn('http://localhost:5000', 'page:1'));
    expect(readUnsavedEdits('page:1')).toBeNull();
    window.localStorage.setItem(key, madeOn('https://cms.example.com', 'page:2'));
    expect(readUnsavedEdits('page:1')).toBeNull();
    window.localStorage.setItem(key, madeOn('https://cms.example.com', 'page:1'));
    expect(readUnsavedEdits('page:1')).not.toBeNull();
  });

  it('never offers edits kept before they carried their backend: nothing says where they came from', () => {
    on(local);
    window.localStorage.setItem('aegisline:unsaved-edits:page:1', JSON.stringify(edits));
    expect(readUnsavedEdits('page:1')).toBeNull();
  });
});
