import type { PayloadRequest } from 'payload';
import { systemTaskContext } from '../../cms/access/system-task';

/** The checkout's own reads and writes: access checks on, as the `checkout` system task. */
export const checkoutTask = systemTaskContext('checkout');
export const checkoutAccess = (req?: Partial<PayloadRequest>) =>
  ({ overrideAccess: false, context: checkoutTask, depth: 0, req }) as const;
