import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { type ImageShape, imageSrcSet } from '../../../shared/lib/images';

export interface FallbackImageProps extends Omit<
  ImageProps,
  'src' | 'onError' | 'htmlWidth' | 'htmlHeight' | 'loading' | 'decoding' | 'fetchPriority'
> {
  /** The address to show (already sanitised by the caller). */
  src: string;
  /** Shown instead when `src` fails to load (PRODUCT.md "Messages"). */
  fallback: string;
  alt: string;
  /**
   * How wide the image shows (IMAGE_SIZES): given, an uploaded image (`/uploads/images/…`) gets its
   * srcset so the browser loads the smallest copy that fills the box. Without it, `src` alone.
   */
  sizes?: string;
  /**
   * The shape of the box it shows in (IMAGE_SHAPES), written as the width and height attributes:
   * the browser reserves the box before the image arrives, so nothing moves when it does.
   */
  shape: ImageShape;
  /**
   * The largest image of the first screen (the page's LCP element): fetched at high priority and
   * at once. Every other image waits until it nears the screen and decodes off the main thread.
   */
  priority?: boolean;
}

/**
 * An <img> that swaps to its fallback once when the browser can't load it (PRODUCT.md "Messages"), and
 * never again: a missing fallback can't loop. A new `src` gets its own try.
 */
export function FallbackImage({ src, fallback, alt, sizes, shape, priority = false, ...props }: FallbackImageProps) {
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
      htmlWidth={shape.width}
      htmlHeight={shape.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
