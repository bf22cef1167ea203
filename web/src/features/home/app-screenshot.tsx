import { appScreenshot } from '../../assets/media.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import './app-screenshot.css';

/** The app on a phone, as the hero's picture: painted first, at most 22rem wide. */
export function AppScreenshot({ alt }: { readonly alt: string }) {
  return (
    <AssetPicture
      image={appScreenshot}
      alt={alt}
      className="hero__screenshot"
      sizes="(max-width: 768px) 90vw, 22rem"
      priority
    />
  );
}
