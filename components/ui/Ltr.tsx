import type { ReactNode } from 'react';

/** Isolates left-to-right runs (phone numbers, e-mails, Latin terms) inside Hebrew text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
