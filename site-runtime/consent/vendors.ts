import type { Vendor, VendorStep } from '../../engines/consent/vendors';

type Queue = ((...args: unknown[]) => void) & {
  q?: unknown[];
  queue?: unknown[];
  callMethod?: (...a: unknown[]) => void;
};
interface VendorWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
  clarity?: Queue;
  hj?: Queue;
  _hjSettings?: { hjid: number; hjsv: number };
}

const w = window as unknown as VendorWindow;

function gtag(...args: unknown[]): void {
  w.dataLayer ??= [];
  // gtag.js reads the `arguments` object itself from the dataLayer, not an array.
  w.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag(...args.map((a) => (a === 'now' ? new Date() : a)));
}

/** The Meta pixel's own queue, until its script takes it over. */
function fbq(...args: unknown[]): void {
  if (!w.fbq) {
    const queue: Queue = (...a: unknown[]) => (queue.callMethod ? queue.callMethod(...a) : queue.queue!.push(a));
    queue.queue = [];
    w.fbq = w._fbq = queue;
  }
  w.fbq(...args);
}

function clarity(...args: unknown[]): void {
  w.clarity ??= Object.assign((...a: unknown[]) => (w.clarity!.q ??= []).push(a), {});
  w.clarity(...args);
}

function load(vendor: Vendor, src: string): void {
  if (vendor === 'hotjar') {
    const id = Number(/hotjar-(\d+)/.exec(src)?.[1]);
    w._hjSettings = { hjid: id, hjsv: 6 };
    w.hj ??= Object.assign((...a: unknown[]) => (w.hj!.q ??= []).push(a), {});
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Carries out the vendor steps (engines/consent/vendors.ts), recording what it loaded. */
export function runVendorSteps(steps: readonly VendorStep[], loaded: Set<Vendor>): void {
  for (const step of steps) {
    if (step.kind === 'gtag') gtag(...step.args);
    else if (step.kind === 'fbq') fbq(...step.args);
    else if (step.kind === 'clarity') clarity(...step.args);
    else if (!loaded.has(step.vendor)) {
      loaded.add(step.vendor);
      load(step.vendor, step.src);
    }
  }
}
