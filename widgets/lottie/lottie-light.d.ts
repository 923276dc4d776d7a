/** The ES module build of lottie-web's light SVG player (no expressions, no canvas): its package's own types. */
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import lottie from 'lottie-web/build/player/lottie_light';
  export default lottie;
}
