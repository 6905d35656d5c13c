/** The local backend's seeded admin in the real-Electron tests (start-local-backend.ts sets the password). */
export const desktopAdmin = { username: 'admin', password: 'desktop-e2e-admin-password' };
