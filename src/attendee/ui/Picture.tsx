// An uploaded image with its derived widths, so a phone loads the small one.
import type { PublicImage } from '../../common/publicEvent';

const WIDTHS: Record<string, number> = { _size_w150: 150, _size_w512: 512, _size_w600: 600 };

export function Picture({
  image,
  alt,
  className,
  sizes,
}: {
  image: PublicImage;
  alt: string;
  className?: string;
  sizes: string;
}) {
  const srcSet = Object.entries(image.widths)
    .filter(([suffix]) => WIDTHS[suffix])
    .map(([suffix, url]) => `${url} ${WIDTHS[suffix]}w`)
    .join(', ');
  return (
    <img
      className={className}
      src={image.widths._size_w600 ?? image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
