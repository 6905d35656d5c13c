import { ApiTestPage } from '../features/api-tester/api-test-page';
import { AuthProvider } from '../lib/auth/auth-provider';

export function ApiTestArea() {
  return (
    <AuthProvider>
      <ApiTestPage />
    </AuthProvider>
  );
}
