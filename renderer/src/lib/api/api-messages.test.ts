import { describe, expect, it } from 'vitest';
import {
  apiTesterMessages,
  authenticationFailedWithStatus,
  httpErrorMessage,
  loadFailureMessages,
  requestMessages,
  serverErrorMessage,
  tokenCheckMessages,
  tokenInvalidMessage,
  tokenLoginMessages,
} from './api-messages';

/** Pins the spec's error catalogue (section 8) word for word: these texts are requirements. */
describe('error catalogue', () => {
  it('words request failures as the spec does', () => {
    expect(requestMessages.unauthorized).toBe('Unauthorized');
    expect(serverErrorMessage(503)).toBe('Server error: 503');
    expect(requestMessages.apiRequestFailed).toBe('API request failed');
    expect(requestMessages.network).toBe('Network connection error - please check your connection and try again');
  });

  it('words token login and token check failures as the spec does', () => {
    expect(tokenLoginMessages).toEqual({
      invalidJson: 'Invalid JSON response',
      noToken: 'Response was OK but contained no token',
      invalidCredentials: 'Invalid credentials or server error',
      authenticationFailed: 'Authentication failed',
      loginFailed: 'Login failed',
    });
    expect(authenticationFailedWithStatus(403)).toBe('Authentication failed with status 403');
    expect(tokenCheckMessages.noToken).toBe('No token available');
    expect(tokenInvalidMessage(401)).toBe('Token invalid (401)');
  });

  it('words load failures as the spec does', () => {
    expect(loadFailureMessages).toEqual({
      pages: 'Failed to fetch pages',
      subpages: 'Failed to fetch subpages',
      headerConfig: 'Failed to fetch header configuration',
      companyPage: 'Failed to fetch company page data',
    });
  });

  it('words API tester failures as the spec does', () => {
    expect(httpErrorMessage(404, 'Not Found')).toBe('HTTP Error 404 Not Found');
    expect(apiTesterMessages).toEqual({ invalidJson: 'Invalid JSON response', unknown: 'Unknown error' });
  });
});
