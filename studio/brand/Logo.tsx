import { WeaveMark } from './WeaveMark';
import './brand.css';

/** The studio's name on the login page, in place of Payload's (issue 27). */
export function Logo() {
  return (
    <span className="arig-logo">
      <WeaveMark size={48} />
      <span className="arig-logo__text">
        <span className="arig-logo__name">אריג</span>
        <span className="arig-logo__tagline">הסטודיו של האתר</span>
      </span>
    </span>
  );
}
