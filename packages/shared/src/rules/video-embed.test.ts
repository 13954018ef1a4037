import { describe, expect, it } from 'vitest';
import { embedSource, isPlayableVideoAddress } from './video-embed';

describe('embedSource', () => {
  it('plays our own clips in a video element', () => {
    expect(embedSource('/uploads/demo/videos/balloon-lift-off.webm')).toEqual({
      kind: 'video',
      src: '/uploads/demo/videos/balloon-lift-off.webm',
    });
    expect(embedSource('/uploads/videos/a.mp4')).toMatchObject({ kind: 'video' });
    expect(embedSource('/uploads/demo/videos/poster.webp')).toBeNull();
  });

  it('turns provider addresses into their embeddable players', () => {
    expect(embedSource('https://www.instagram.com/reel/C4abc_12/')).toEqual({
      kind: 'frame',
      src: 'https://www.instagram.com/reel/C4abc_12/embed',
    });
    expect(embedSource('https://www.instagram.com/p/XYZ/embed')).toMatchObject({
      src: 'https://www.instagram.com/p/XYZ/embed',
    });
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(embedSource(address)).toEqual({
        kind: 'frame',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      });
    }
    expect(embedSource('https://vimeo.com/123456789')).toMatchObject({
      src: 'https://player.vimeo.com/video/123456789?autoplay=1',
    });
  });

  it('plays nothing it cannot vouch for', () => {
    for (const address of [
      '',
      'javascript:alert(1)',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/clip.webm',
      'https://www.instagram.com/ochre.marrakech/',
      'not a url',
      '//www.youtube.com/embed/x',
    ]) {
      expect(embedSource(address)).toBeNull();
    }
  });
});

describe('isPlayableVideoAddress', () => {
  it('accepts what a card can play and nothing else', () => {
    expect(isPlayableVideoAddress('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isPlayableVideoAddress('https://vimeo.com/76979871')).toBe(true);
    expect(isPlayableVideoAddress('https://www.instagram.com/reel/C4abc_12/')).toBe(true);
    expect(isPlayableVideoAddress('https://evil.example/clip.webm')).toBe(false);
    expect(isPlayableVideoAddress('')).toBe(false);
  });
});
