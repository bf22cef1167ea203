import { heroVideo } from '../../assets/media.ts';
import { Icon } from '../../ui/icons.tsx';
import { heroCopy } from './hero-copy.ts';
import { heroVideoParts } from './hero-video-enhancement.ts';
import './hero-video.css';

/**
 * The looping clip is decoration, so it is muted and silent. It is rendered paused (the poster
 * paints first, before any video byte); the page's script starts it once the page has loaded,
 * unless the visitor has asked for reduced motion, and shows the button that pauses or plays it at
 * any time (WCAG 2.2.2; ./hero-video-enhancement.ts). Without that script the still stays, and no
 * button is shown that could not work.
 */
export function HeroVideo() {
  return (
    <>
      {/* The still is a real image, not the video's poster: it can be AVIF, it is found by the
          preload scanner at once, and it is the page's largest paint. The clip covers it once
          it plays, and not a byte of the clip is fetched before then. */}
      <picture>
        {heroVideo.poster.sources?.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} />
        ))}
        <img
          className="hero__poster"
          src={heroVideo.poster.src}
          width={heroVideo.poster.width}
          height={heroVideo.poster.height}
          alt=""
          fetchPriority="high"
        />
      </picture>
      <video
        className="hero__video"
        width={heroVideo.width}
        height={heroVideo.height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={heroCopy.videoLabel}
        {...{ [heroVideoParts.video]: '' }}
      >
        <source src={heroVideo.webm} type="video/webm" />
        <source src={heroVideo.mp4} type="video/mp4" />
      </video>
      <button type="button" className="hero__playback" hidden {...{ [heroVideoParts.toggle]: '' }}>
        <span className="hero__playback-play">
          <Icon name="play" />
          <span className="visually-hidden">{heroCopy.playVideo}</span>
        </span>
        <span className="hero__playback-pause">
          <Icon name="pause" />
          <span className="visually-hidden">{heroCopy.pauseVideo}</span>
        </span>
      </button>
    </>
  );
}
