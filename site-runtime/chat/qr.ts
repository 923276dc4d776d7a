import QrCreator from 'qr-creator';

/** The QR code for phones (spec §9): the wa.me link, 200 px × pixel ratio, radius 0.4, white background. */
export function drawQr(slot: HTMLElement, link: string): void {
  if (slot.querySelector('canvas')) return;
  QrCreator.render(
    {
      text: link,
      radius: 0.4,
      ecLevel: 'L',
      fill: '#1a1a1a',
      background: '#FFF',
      size: Math.round(200 * (window.devicePixelRatio || 1)),
    },
    slot,
  );
  slot.classList.add('chat__qr--ready');
}
