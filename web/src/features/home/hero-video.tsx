import { useEffect, useRef, useState } from 'react';
import { heroVideo } from '../../assets/media.ts';
import { replayStateAttribute } from '../../shared/app-start.ts';
import { Icon } from '../../ui/icons.tsx';
import { heroCopy } from './home-copy.ts';
import './hero-video.css';

/**
 * The looping clip is decoration, so it is muted and silent. It is rendered paused (the poster
 * paints first, before any video byte), and only starts after hydration when the visitor has not
 * asked for reduced motion; the button pauses or plays it at any time (WCAG 2.2.2).
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.play().catch((error: unknown) => {
      // A browser that refuses autoplay leaves the poster showing and the Play button ready.
      console.info('Hero video did not autoplay', error);
    });
  }, []);

  // Does what the button says, not the opposite of what the video is doing: a Play tapped just as
  // the clip starts by itself must not pause it.
  function togglePlayback() {
    const video = videoRef.current;
    if (video === null) return;
    if (!playing) {
      video.play().catch((error: unknown) => {
        console.info('Hero video could not play', error);
      });
    } else {
      video.pause();
    }
  }

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
        ref={videoRef}
        className="hero__video"
        data-started={started ? '' : undefined}
        width={heroVideo.width}
        height={heroVideo.height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={heroCopy.videoLabel}
        onPlaying={() => {
          setStarted(true);
        }}
        onPlay={() => {
          setPlaying(true);
        }}
        onPause={() => {
          setPlaying(false);
        }}
      >
        <source src={heroVideo.webm} type="video/webm" />
        <source src={heroVideo.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        className="hero__playback"
        // A Play tapped before the app arrives is not replayed once the clip plays by itself.
        {...{ [replayStateAttribute]: playing ? 'playing' : 'paused' }}
        onClick={togglePlayback}
      >
        <Icon name={playing ? 'pause' : 'play'} />
        <span className="visually-hidden">{playing ? heroCopy.pauseVideo : heroCopy.playVideo}</span>
      </button>
    </>
  );
}
