import { UPLOADS_TEXT } from '../../../shared/constants/uploads';
import { adminProcedure, changesNothing, router } from '../../trpc/init';
import { storeContentImage } from '../../uploads/content-images';
import { formUploadInput } from '../../uploads/image-pipeline';
import { storeResourcePdf } from '../../uploads/pdf';

const uploadInput = formUploadInput(UPLOADS_TEXT.noFile);

/**
 * Admins' uploads: multipart/form-data with the file in the `file` field (clients send it
 * unbatched; the admin forms use the REST paths, for upload progress). An upload changes no
 * cached answer: the content that will show it is saved by its own procedure.
 */
export const uploadsRouter = router({
  /** An image for content: answers its address (`/uploads/images/<hex>.webp`) and srcset. */
  image: adminProcedure
    .meta(changesNothing)
    .input(uploadInput)
    .mutation(({ ctx, input }) => storeContentImage(ctx.uploads, input)),
  /** A PDF for a resource's download: answers the stored file name (resources.fileName). */
  pdf: adminProcedure
    .meta(changesNothing)
    .input(uploadInput)
    .mutation(({ ctx, input }) => storeResourcePdf(ctx.uploads, input)),
});
