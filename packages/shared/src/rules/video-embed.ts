/** What a video card plays once clicked: a clip in a <video> element, or a provider's player in a frame. */
export type EmbedSource = { kind: 'video'; src: string } | { kind: 'frame'; src: string };

const CLIP = /\.(webm|mp4|m4v|ogv|ogg)(\?.*)?$/i;

/**
 * Turns a video's embed address into something the page may play: our own clips,
 * or Instagram, YouTube and Vimeo players (the hosts the security policy allows).
 * Anything else plays nothing, and the card says so.
 */
export function embedSource(address: string): EmbedSource | null {
  const value = address.trim();
  if (!value) return null;
  if (value.startsWith('/uploads/')) return CLIP.test(value) ? { kind: 'video', src: value } : null;

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');

  if (host === 'instagram.com') {
    const post = /^\/(p|reel|tv)\/([\w-]+)/.exec(url.pathname);
    return post ? { kind: 'frame', src: `https://www.instagram.com/${post[1]}/${post[2]}/embed` } : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[1]);
    return id && /^[\w-]{6,20}$/.test(id)
      ? { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
      : null;
  }
  if (host === 'player.vimeo.com' || host === 'vimeo.com') {
    const id = /(\d{5,})/.exec(url.pathname)?.[1];
    return id ? { kind: 'frame', src: `https://player.vimeo.com/video/${id}?autoplay=1` } : null;
  }
  return null;
}

/** What the back office accepts as a video's address: something a card can play. */
export function isPlayableVideoAddress(address: string): boolean {
  return embedSource(address) !== null;
}
