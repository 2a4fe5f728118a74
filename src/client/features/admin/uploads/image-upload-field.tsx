import { Box, Button, chakra, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { IMAGE_UPLOAD_TYPES, UPLOAD_LIMITS, UPLOAD_PATHS, type UploadedImageDto, UPLOADS_TEXT } from '../../../../shared/constants/uploads';
import { checkImageAddress, IMAGE_SIZES, imageSrcSet } from '../../../../shared/lib/images';
import { UploadFieldFrame } from './upload-field-frame';
import { fileProblem } from './upload-request';
import { useUpload } from './use-upload';

export type ImageKind = 'cover' | 'recipe' | 'avatar' | 'logo' | 'masterclass';

export interface ImageUploadFieldProps {
  label: string;
  /** The stored image address (`/uploads/images/….webp`, a demo path or a stock photo), or null. */
  value: string | null;
  onChange(address: string | null): void;
  /** How the preview is framed: wide for covers, square for avatars and logos. */
  kind?: ImageKind;
  helper?: string;
  /** The form's own error for this field (required, say); the field's refusals show first. */
  error?: string;
}

const PREVIEW_ASPECT: Record<ImageKind, number> = { cover: 16 / 9, recipe: 4 / 3, masterclass: 16 / 9, avatar: 1, logo: 1 };

/** The checks the server makes that the browser can make first. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  return fileProblem(file, {
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    types: IMAGE_UPLOAD_TYPES,
    tooLarge: UPLOADS_TEXT.imageTooLarge,
    wrongType: UPLOADS_TEXT.notImage,
  });
}

/**
 * An admin form's image: upload a file (progress bar, then a preview of the stored image with
 * Replace and Remove) or paste an address (a stock photo, an existing /uploads/ image).
 */
export function ImageUploadField({ label, value, onChange, kind = 'cover', helper, error }: ImageUploadFieldProps) {
  const addressId = useId();
  const [address, setAddress] = useState('');
  const upload = useUpload<UploadedImageDto>({
    url: UPLOAD_PATHS.images,
    precheck: imageFileProblem,
    onUploaded: (answer) => onChange(answer.address),
  });
  const uploading = upload.progress !== null;

  // Not a <form>: the field sits inside the admin's own form, and forms can't nest.
  const applyAddress = () => {
    if (!address.trim()) return;
    const checked = checkImageAddress(address);
    if ('problem' in checked) {
      upload.setProblem(checked.problem);
      return;
    }
    upload.setProblem(null);
    setAddress('');
    onChange(checked.address);
  };

  const srcSet = value ? imageSrcSet(value) : null;

  return (
    <UploadFieldFrame
      label={label}
      accept={IMAGE_UPLOAD_TYPES}
      upload={upload}
      preview={
        value ? (
          <Box
            maxW="20rem"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            overflow="hidden"
            bg="bg.muted"
            aspectRatio={PREVIEW_ASPECT[kind]}
          >
            <Image
              src={value}
              srcSet={srcSet ?? undefined}
              sizes={srcSet ? IMAGE_SIZES.preview : undefined}
              alt={`${label} preview`}
              w="full"
              h="full"
              objectFit={kind === 'logo' ? 'contain' : 'cover'}
            />
          </Box>
        ) : null
      }
      choose={
        <>
          <ImagePlus aria-hidden />
          Choose image
        </>
      }
      onRemove={() => onChange(null)}
      formats="JPEG, PNG, WebP or GIF, up to 10 MB."
      helper={helper}
      error={error}
    >
      <HStack gap="2" align="flex-end">
        <Stack gap="1" flex="1">
          <chakra.label htmlFor={addressId} fontSize="xs" color="fg.muted">
            Or paste an image address
          </chakra.label>
          <Input
            id={addressId}
            size="sm"
            value={address}
            placeholder="/uploads/… or https://images.unsplash.com/…"
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              // Enter uses the address rather than submitting the admin's form.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyAddress();
              }
            }}
            disabled={uploading}
          />
        </Stack>
        <Button size="sm" type="button" variant="subtle" onClick={applyAddress} disabled={uploading || !address.trim()}>
          Use address
        </Button>
      </HStack>
    </UploadFieldFrame>
  );
}
