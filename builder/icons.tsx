import { iconPaths, mirroredIcons, type IconName } from './icon-names';

export { iconOptions, type IconChoice, type IconName } from './icon-names';

/** A decorative icon (aria-hidden); the accessible name always comes from the text beside it. */
export function Icon({ name, className }: { name: IconName | 'none'; className?: string }) {
  if (name === 'none') return null;
  const classes = ['w-icon', mirroredIcons.has(name) ? 'w-icon--mirror' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
