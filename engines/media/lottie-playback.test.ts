import { describe, expect, it } from 'vitest';
import { frameAt, needsPauseButton, passSeconds, scrollProgress } from './lottie-playback';

describe('lottie playback', () => {
  it('scroll progress runs from the top entering the window (0) to the bottom leaving it (1)', () => {
    expect(scrollProgress(800, 400, 800)).toBe(0);
    expect(scrollProgress(1200, 400, 800)).toBe(0);
    expect(scrollProgress(200, 400, 800)).toBe(0.5);
    expect(scrollProgress(-400, 400, 800)).toBe(1);
    expect(scrollProgress(-900, 400, 800)).toBe(1);
    expect(scrollProgress(0, 0, 0)).toBe(0);
  });

  it('maps a progress to a frame inside the animation', () => {
    expect(frameAt(0, 120)).toBe(0);
    expect(frameAt(0.5, 121)).toBe(60);
    expect(frameAt(1, 120)).toBe(119);
    expect(frameAt(2, 120)).toBe(119);
    expect(frameAt(-1, 120)).toBe(0);
    expect(frameAt(0.5, 0)).toBe(0);
  });

  it('owes a pause button (WCAG 2.2.2) only to motion that starts by itself and lasts over 5 s', () => {
    expect(passSeconds(120, 30, 1)).toBe(4);
    expect(passSeconds(120, 30, 0.5)).toBe(8);
    expect(passSeconds(120, 0, 1)).toBe(0);
    expect(needsPauseButton('view', true, 1)).toBe(true);
    expect(needsPauseButton('view', false, 8)).toBe(true);
    expect(needsPauseButton('view', false, 5)).toBe(false);
    expect(needsPauseButton('hover', true, 60)).toBe(false);
    expect(needsPauseButton('scroll', true, 60)).toBe(false);
  });
});
