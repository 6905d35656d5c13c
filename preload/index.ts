import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './create-desktop-bridge';

// The only thing this preload exposes. Built as one CommonJS file: sandboxed preloads cannot load ESM.
contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer));
