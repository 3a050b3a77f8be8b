import { describe, expect, it } from 'vitest';
import { stripReplySchemas } from './strip-reply-schemas.ts';

describe('stripReplySchemas', () => {
  it('removes the reply schema from calls of api and keeps the other options', () => {
    const source = [
      'const a = () => api("/api/auth/me", { reply: meReply });',
      'const b = api(`/api/jobs/${id}`, {',
      '  reply: jobReply,',
      '  method: "POST", json: input',
      '});',
    ].join('\n');
    const out = stripReplySchemas(source, 'x.js')!;
    expect(out).not.toContain('meReply');
    expect(out).not.toContain('jobReply');
    expect(out).toContain('api("/api/auth/me", {  })');
    expect(out).toContain('method: "POST", json: input');
  });

  it('leaves a reply that is data, not an api option, alone', () => {
    const source = 'const review = { reply: r.reply }; save({ reply: text }); api("/x", { method: "GET" });';
    expect(stripReplySchemas(source, 'x.js')).toBeUndefined();
  });

  it('keeps text before the call intact when it holds non-ASCII characters', () => {
    const source = 'const t = "ہوم — é"; api("/x", { reply: meReply, method: "POST" });';
    expect(stripReplySchemas(source, 'x.js')).toBe('const t = "ہوم — é"; api("/x", {  method: "POST" });');
  });
});
