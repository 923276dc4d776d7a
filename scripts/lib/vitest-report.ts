/** The parts of Vitest's JSON report that `npm test` reads. */
export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

/** Tests that passed while keeping the error of an earlier attempt: each as "file › test: first line of error". */
export function passedOnRetry(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => `${file.name} › ${test.fullName}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`),
  );
}
