import type { ImageAsset } from '../assets/media.ts';

interface AssetPictureProps {
  readonly image: ImageAsset;
  readonly alt: string;
  readonly className?: string;
  /** Above-the-fold images load eagerly and first; everything else waits until it is near. */
  readonly priority?: boolean;
}

/**
 * A media asset with its modern-format sources and intrinsic size, so it neither shifts nor
 * over-downloads. The sources list 1x and 2x candidates: every image is shown at most at its 1x
 * width, so the screen's pixel density alone picks the file, and `sizes`, which only applies to
 * width candidates, has no place here (the HTML checker rejects it).
 */
export function AssetPicture({ image, alt, className, priority = false }: AssetPictureProps) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
