import { describe, expect, it } from 'vitest';
import { passedOnRetry } from './vitest-report.ts';

const test = (fullName: string, status: string, failureMessages: string[] = []) => ({
  fullName,
  status,
  failureMessages,
});

describe('passedOnRetry', () => {
  it('names the tests that passed after a failed attempt, with the first line of that error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/e2e/chat.e2e.ts',
          assertionResults: [
            test('chat opens', 'passed'),
            test('chat closes', 'passed', ['TimeoutError: locator.click: 5000 ms\n    at chat.e2e.ts:12:3']),
            test('chat fails', 'failed', ['AssertionError: expected 1 to be 2']),
          ],
        },
      ],
    };
    expect(passedOnRetry(report)).toEqual([
      '/repo/e2e/chat.e2e.ts › chat closes: TimeoutError: locator.click: 5000 ms',
    ]);
  });

  it('finds none in a report without results (a run that crashed before writing them)', () => {
    expect(passedOnRetry({})).toEqual([]);
  });
});
