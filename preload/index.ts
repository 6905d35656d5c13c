import { contextBridge } from 'electron';

/** A first cut: the desktop issue exposes the full `DesktopBridge` of contract/desktop-bridge.ts here. */
contextBridge.exposeInMainWorld('desktopInfo', { kind: 'desktop' as const });
