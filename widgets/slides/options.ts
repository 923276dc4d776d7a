import { sizesPresets } from '../../builder/parts/image-sizes';

/** The `sizes` of the slides' pictures (the page's preload of the first must say the same). */
export const slidesSizes = (width: 'full' | 'content'): string => sizesPresets[width];

/** What the slides' island needs (data-slides), from the widget's settings; the layout is CSS's. */
export interface SlidesIslandOptions {
  loop: boolean;
  /** Transition length in milliseconds (0 jumps). */
  speed: number;
  fade: boolean;
  autoplay: false | { delay: number; pauseOnHover: boolean };
  /** The slow zoom of the current slide's picture, which plays only while the slides play. */
  kenBurns: boolean;
}

export function slidesIslandOptions(props: {
  infinite: boolean;
  speed: number;
  transition: 'fade' | 'slide';
  autoplay: boolean;
  autoplay_speed: number;
  pause_on_hover: boolean;
  ken_burns: boolean;
}): SlidesIslandOptions {
  return {
    loop: props.infinite,
    speed: props.speed,
    fade: props.transition === 'fade',
    autoplay: props.autoplay ? { delay: props.autoplay_speed, pauseOnHover: props.pause_on_hover } : false,
    kenBurns: props.autoplay && props.ken_burns,
  };
}
