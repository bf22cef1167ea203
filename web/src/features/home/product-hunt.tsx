import { productHuntCopy } from './home-copy.ts';
import { productHuntBadge } from '../../assets/media.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import '../../ui/section-heading.css';
import './product-hunt.css';

export function ProductHuntAward() {
  return (
    <section className="section product-hunt" aria-labelledby="product-hunt-title">
      <div className="container">
        <div className="product-hunt__inner">
          <AssetPicture
            image={productHuntBadge}
            alt={productHuntCopy.badgeAlt}
            className="product-hunt__badge"
          />
          <div>
            <p className="eyebrow">{productHuntCopy.eyebrow}</p>
            <h2 id="product-hunt-title" className="product-hunt__title">
              {productHuntCopy.title}
            </h2>
            <p className="product-hunt__body">{productHuntCopy.body}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
