import { describe, expect, it } from 'vitest';
import { badgeStateOf, classifyResponse, probeLogLine } from './probe';

describe('classifyResponse', () => {
  it('counts a 200 as connected', () => {
    const outcome = classifyResponse(200, [{ count: 0 }]);
    expect(outcome).toEqual({ kind: 'ok' });
    expect(badgeStateOf(outcome)).toBe('connected');
    expect(probeLogLine(outcome)).toBeNull();
  });

  it('counts a missing table as connected and logs an info line', () => {
    for (const code of ['42P01', 'PGRST205']) {
      const outcome = classifyResponse(404, {
        code,
        message: 'relation "chat_logs" does not exist',
      });
      expect(badgeStateOf(outcome)).toBe('connected');
      expect(probeLogLine(outcome)).toEqual({
        level: 'info',
        text: 'chat_logs table will be created automatically on first use',
      });
    }
  });

  it('counts any other database error as connected with a warning', () => {
    const outcome = classifyResponse(401, { code: '42501', message: 'permission denied' });
    expect(badgeStateOf(outcome)).toBe('connected');
    expect(probeLogLine(outcome)?.level).toBe('warn');
  });

  it('treats a gateway error without a database code as an exception', () => {
    for (const status of [502, 503, 504]) {
      const outcome = classifyResponse(status, null);
      expect(badgeStateOf(outcome)).toBe('disconnected');
      expect(probeLogLine(outcome)?.level).toBe('warn');
    }
  });

  it('keeps a gateway status that carries a database code as connected', () => {
    expect(badgeStateOf(classifyResponse(503, { code: '57P03', message: 'starting up' }))).toBe(
      'connected',
    );
  });
});
