import { productHuntBadge } from '../../assets/media.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import { Section, sectionTitleId } from '../../ui/section.tsx';
import { productHuntCopy } from './showcase-copy.ts';
import '../../ui/section-heading.css';
import './product-hunt.css';

export function ProductHuntAward() {
  return (
    <Section name="product-hunt" className="section product-hunt">
      <div className="product-hunt__inner">
        <AssetPicture
          image={productHuntBadge}
          alt={productHuntCopy.badgeAlt}
          className="product-hunt__badge"
        />
        <div>
          <p className="eyebrow">{productHuntCopy.eyebrow}</p>
          <h2 id={sectionTitleId('product-hunt')} className="product-hunt__title">
            {productHuntCopy.title}
          </h2>
          <p className="product-hunt__body">{productHuntCopy.body}</p>
        </div>
      </div>
    </Section>
  );
}
