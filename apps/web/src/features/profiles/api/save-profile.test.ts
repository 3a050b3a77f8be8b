import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api.ts';
import { saveErrorMessage } from './save-profile.ts';

describe('saveErrorMessage (spec section 8, profile save)', () => {
  it('names the status of a non-OK answer', () => {
    expect(saveErrorMessage(new ApiError(400, 'Bio must be at least 50 characters', {}))).toBe(
      'Server error: HTTP error! status: 400',
    );
    expect(saveErrorMessage(new ApiError(502, 'Server returned invalid response', '<html>'))).toBe(
      'Server error: HTTP error! status: 502',
    );
  });
  it('explains a successful answer that is not JSON', () => {
    expect(saveErrorMessage(new ApiError(200, 'Server returned invalid response', '<html>'))).toBe(
      'Server returned invalid response. Please check if the backend is running.',
    );
  });
  it('falls back for network failures and anything else', () => {
    expect(saveErrorMessage(new ApiError(0, 'Network error'))).toBe(
      'Failed to save profile. Please try again.',
    );
    expect(saveErrorMessage(new Error('boom'))).toBe('Failed to save profile. Please try again.');
  });
});
