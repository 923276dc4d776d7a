/**
 * arig's mark when the owner has not uploaded a logo: a plain-weave square (אריג is "woven fabric"), the
 * warp in the brand colour and the weft in the text colour, drawn inline so it costs no request.
 */
export function BrandMark() {
  const cells = [0, 1, 2, 3];
  return (
    <svg className="brand-mark" aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
      {cells.map((i) => (
        <rect key={`warp-${i}`} className="brand-mark__warp" x={2 + i * 7.5} y="1" width="5" height="30" rx="2" />
      ))}
      {cells.map((row) =>
        cells
          .filter((col) => (row + col) % 2 === 0)
          .map((col) => (
            <rect
              key={`weft-${row}-${col}`}
              className="brand-mark__weft"
              x={0.5 + col * 7.5}
              y={2 + row * 7.5}
              width="8"
              height="5"
              rx="2"
            />
          )),
      )}
    </svg>
  );
}
