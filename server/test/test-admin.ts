/** The admin every test database is seeded with. */
export const testAdmin = { username: 'admin', password: 'admin-password-for-tests' } as const;
