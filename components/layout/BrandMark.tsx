/** Four warp threads and, over them, the weft where a plain weave shows it (alternate crossings). */
const warp = [0, 1, 2, 3].map((i) => `M${2 + i * 7.5} 1h5v30h-5z`).join('');
const weft = [0, 1, 2, 3]
  .flatMap((row) => [0, 1, 2, 3].filter((col) => (row + col) % 2 === 0).map((col) => [col, row]))
  .map(([col, row]) => `M${0.5 + col! * 7.5} ${2 + row! * 7.5}h8v5h-8z`)
  .join('');

/**
 * arig's mark when the owner has not uploaded a logo: a plain-weave square (אריג is "woven fabric"), the
 * warp in the brand colour and the weft in the text colour, drawn inline (two paths) so it costs no request.
 */
export function BrandMark() {
  return (
    <svg className="brand-mark" aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
      <path className="brand-mark__warp" d={warp} />
      <path className="brand-mark__weft" d={weft} />
    </svg>
  );
}
