/** `sizes` presets: the image's rendered width at the spec's breakpoints (mobile ≤ 767, tablet ≤ 1024). */
export const sizesPresets = {
  full: '100vw',
  content: '(max-width: 1024px) 100vw, 1140px',
  half: '(max-width: 767px) 100vw, 50vw',
  third: '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 33vw',
  quarter: '(max-width: 767px) 50vw, 25vw',
  thumbnail: '150px',
} as const;
