import { afterEach, describe, expect, it, vi } from 'vitest';
import { okReply, unreadCountReply } from '@kt/shared';
import { stubApi, type StubAnswer } from '@/test/stub-api.ts';
import { api, ApiError, errorMessage, NETWORK_ERROR, serverMessage } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the API client checks replies against the shared contract', () => {
  it('returns a reply that matches its schema', async () => {
    const body = { success: true, count: 3, unreadCount: 3 };
    stubApi({ 'GET /api/messages/unread-count': { status: 200, body } });
    await expect(api('/api/messages/unread-count', { reply: unreadCountReply })).resolves.toEqual(body);
  });

  it('refuses a reply that drifted from its schema, saying where', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /api/messages/unread-count': { status: 200, body: { success: true, count: '3', unreadCount: 3 } },
    });
    const call = api('/api/messages/unread-count', { reply: unreadCountReply });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('Server returned invalid response');
    expect(String(error.mock.calls[0]?.[1])).toContain('count');
  });

  it("lets the error envelope through, so a screen can show the server's message", async () => {
    stubApi({ 'POST /api/x': { status: 200, body: { success: false, message: 'Not today' } } });
    await expect(api('/api/x', { method: 'POST', reply: okReply })).resolves.toEqual({
      success: false,
      message: 'Not today',
    });
  });
});

describe("the server's message or a fallback", () => {
  const failure = async (reply: StubAnswer) => {
    stubApi({ 'GET /api/x': reply });
    return api('/api/x').catch((err: unknown) => err);
  };

  it("is the server's message when it sent one", async () => {
    const err = await failure({ status: 409, body: { success: false, message: 'Already there' } });
    expect(serverMessage(err)).toBe('Already there');
    expect(errorMessage(err, 'Fallback')).toBe('Already there');
  });

  it('is nothing from the server for a network failure, a blank message or no body', async () => {
    const network = await failure('network');
    expect(serverMessage(network)).toBeUndefined();
    expect(errorMessage(network, 'Fallback')).toBe(NETWORK_ERROR);
    expect(serverMessage(await failure({ status: 500, body: { success: false, message: '  ' } }))).toBe(
      undefined,
    );
    expect(serverMessage(await failure({ status: 502 }))).toBeUndefined();
    expect(serverMessage(new Error('thrown'))).toBeUndefined();
    expect(errorMessage(new Error('thrown'), 'Fallback')).toBe('Fallback');
  });
});
