import { describe, expect, it } from 'vitest';
import { videoSrc, watchUrl } from './video-url';

describe('videoSrc', () => {
  it('leaves the source alone without autoplay', () => {
    expect(videoSrc('https://www.youtube-nocookie.com/embed/abc', false)).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
  });
  it('appends autoplay and mute with ? or & as needed', () => {
    expect(videoSrc('https://www.youtube-nocookie.com/embed/abc', true)).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&mute=1',
    );
    expect(videoSrc('https://www.youtube-nocookie.com/embed/abc?rel=0', true)).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1&mute=1',
    );
  });
});

describe('watchUrl', () => {
  it('turns an embed address into its watch page', () => {
    expect(watchUrl('https://www.youtube-nocookie.com/embed/_CeDOpCFwOY')).toBe(
      'https://www.youtube.com/watch?v=_CeDOpCFwOY',
    );
  });
});
