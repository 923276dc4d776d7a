/** arig's mark: a plain weave, three warp threads crossing three weft threads over and under. */
export function WeaveMark({ size }: { size: number }) {
  const threads = [6, 16, 26];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#7a2e3b" />
      {threads.map((y) => (
        <rect key={`weft-${y}`} x="3" y={y - 2.5} width="26" height="5" rx="2.5" fill="#f4e9dc" />
      ))}
      {threads.flatMap((x, i) =>
        threads
          .filter((_, j) => (i + j) % 2 === 0)
          .map((y) => (
            <rect key={`warp-${x}-${y}`} x={x - 2.5} y={y - 4.5} width="5" height="9" rx="1.5" fill="#d9a441" />
          )),
      )}
    </svg>
  );
}
