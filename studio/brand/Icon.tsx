import { WeaveMark } from './WeaveMark';

/** The studio's mark in the header's home link, in place of Payload's. */
export function Icon() {
  return <WeaveMark size={18} />;
}
