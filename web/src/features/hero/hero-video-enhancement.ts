// The hero clip, run by the page's own script (web/src/site/page-script.ts): it starts once the
// page has loaded, unless the visitor asked for reduced motion, and its button pauses or plays it.
// The button does what it says, not the opposite of what the clip is doing: a Play tapped just as
// the clip starts by itself must not pause it.
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';

/** The hero clip's parts, as its markup marks them for the page's script (attribute names). */
export const heroVideoParts = {
  video: 'data-hero-video',
  toggle: 'data-hero-video-toggle',
  /** On the clip, once its first frame has played: it then covers the still. */
  started: 'data-started',
  /** On the clip while it plays: the button offers Pause rather than Play. */
  playing: 'data-playing',
} as const;

function follow(video: HTMLVideoElement) {
  video.addEventListener('playing', () => {
    video.setAttribute(heroVideoParts.started, '');
  });
  video.addEventListener('play', () => {
    video.setAttribute(heroVideoParts.playing, '');
  });
  video.addEventListener('pause', () => {
    video.removeAttribute(heroVideoParts.playing);
  });
}

function play(video: HTMLVideoElement, why: string) {
  video.play().catch((error: unknown) => {
    // A browser that refuses autoplay leaves the still showing and the Play button ready.
    console.info(why, error);
  });
}

function clips(): NodeListOf<HTMLVideoElement> {
  return document.querySelectorAll<HTMLVideoElement>(`video[${heroVideoParts.video}]`);
}

/** Shows the button of each clip on the page not yet set up. */
function enhanceHeroVideos(): void {
  for (const video of clips()) {
    const toggle = video.parentElement?.querySelector<HTMLButtonElement>(`[${heroVideoParts.toggle}]`);
    if (toggle === null || toggle === undefined || !toggle.hidden) continue;
    follow(video);
    toggle.hidden = false;
  }
}

/**
 * Starts the clips that have never played, once nothing more urgent is loading: the clip's bytes
 * must not compete with the page's first paint. One the visitor has played or paused is theirs.
 */
function startHeroVideos(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const video of clips()) {
    if (!video.hasAttribute(heroVideoParts.started) && video.paused)
      play(video, 'Hero video did not autoplay');
  }
}

function handleHeroVideoButtons(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest(`[${heroVideoParts.toggle}]`);
    const video = toggle?.parentElement?.querySelector<HTMLVideoElement>(`video[${heroVideoParts.video}]`);
    if (video === null || video === undefined) return;
    if (video.hasAttribute(heroVideoParts.playing)) video.pause();
    else play(video, 'Hero video could not play');
  });
}

/**
 * After the next frame has been painted: a callback in the frame after the next one runs once the
 * first has reached the screen. A headless or fast browser can be idle after the load event before
 * it has painted, and the clip's bytes must not compete with the first paint.
 */
function afterNextPaint(start: () => void) {
  requestAnimationFrame(() => {
    requestAnimationFrame(start);
  });
}

export const heroVideoBehaviour: PageBehaviour = {
  listen: handleHeroVideoButtons,
  show(_visit, page, script) {
    enhanceHeroVideos();
    // A page the router renders comes after the load: its clip can start at once.
    if (page.prerendered) {
      script.whenIdle(() => {
        afterNextPaint(startHeroVideos);
      });
    } else startHeroVideos();
  },
};
