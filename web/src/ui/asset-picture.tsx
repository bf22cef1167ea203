import type { ImageAsset } from '../assets/media.ts';

interface AssetPictureProps {
  readonly image: ImageAsset;
  readonly alt: string;
  readonly className?: string;
  readonly sizes?: string;
  /** Above-the-fold images load eagerly and first; everything else waits until it is near. */
  readonly priority?: boolean;
}

/** A media asset with its modern-format sources and intrinsic size, so it neither shifts nor over-downloads. */
export function AssetPicture({ image, alt, className, sizes, priority = false }: AssetPictureProps) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
