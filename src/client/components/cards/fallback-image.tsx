import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { imageSrcSet } from '../../../shared/lib/images';

export interface FallbackImageProps extends Omit<ImageProps, 'src' | 'onError'> {
  /** The address to show (already sanitised by the caller). */
  src: string;
  /** Shown instead when `src` fails to load (SPEC section 8). */
  fallback: string;
  alt: string;
  /**
   * How wide the image shows (IMAGE_SIZES): given, an uploaded image (`/uploads/images/…`) gets its
   * srcset so the browser loads the smallest copy that fills the box. Without it, `src` alone.
   */
  sizes?: string;
}

/**
 * An <img> that swaps to its fallback once when the browser can't load it (SPEC section 8), and
 * never again: a missing fallback can't loop. A new `src` gets its own try.
 */
export function FallbackImage({ src, fallback, alt, sizes, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  // Never on the fallback: a srcset would win over its src.
  const srcSet = sizes && shown === src ? imageSrcSet(src) : null;
  return (
    <Image
      src={shown}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
