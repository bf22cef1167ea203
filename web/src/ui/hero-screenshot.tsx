import { appScreenshot } from '../assets/media.ts';
import { AssetPicture } from './asset-picture.tsx';
import './hero-screenshot.css';

/** The app on a phone, as the hero's picture: painted first, at most 22rem wide. */
export function HeroScreenshot({ alt }: { readonly alt: string }) {
  return <AssetPicture image={appScreenshot} alt={alt} className="hero__screenshot" priority />;
}
