// The media module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The photo library (issue 29 slice 2, decision 0066): uploads turned into AVIF and WebP variants
// under MEDIA_DIR, their details, and where they are used. Owns `media`.
export {
  checkUpload,
  deletePhoto,
  displayFileName,
  findPhoto,
  listPhotos,
  updatePhotoDetails,
  uploadPhoto,
  type UploadPhotoInput,
  type UploadRefusal,
  type UploadResult,
} from "./photos";
export { registerMediaUsage, type MediaUsageSource } from "./usage";
export { photoViews } from "./views";
export { mediaFiles, readPublicVariant, type MediaFiles } from "./files";
export { MAX_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_FORM_BYTES } from "./processing";
export { importPhotos } from "./import";
export type { LibraryPhoto } from "./store";
export { photoSources, type PhotoView } from "../../../domain/media/photo";
