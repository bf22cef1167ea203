/** The hero clip's parts, as its markup marks them for the page's script (attribute names). */
export const heroVideoParts = {
  video: 'data-hero-video',
  toggle: 'data-hero-video-toggle',
  /** On the clip, once its first frame has played: it then covers the still. */
  started: 'data-started',
  /** On the clip while it plays: the button offers Pause rather than Play. */
  playing: 'data-playing',
} as const;
