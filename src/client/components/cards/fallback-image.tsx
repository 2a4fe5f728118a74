import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export interface FallbackImageProps extends Omit<ImageProps, 'src' | 'onError'> {
  /** The address to show (already sanitised by the caller). */
  src: string;
  /** Shown instead when `src` fails to load (SPEC section 8). */
  fallback: string;
  alt: string;
}

/**
 * An <img> that swaps to its fallback once when the browser can't load it (SPEC section 8), and
 * never again: a missing fallback can't loop. A new `src` gets its own try.
 */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  return (
    <Image
      src={shown}
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
