import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mediaDir } from "../../platform/config";
import { parseVariantFileName } from "../../../domain/media/photo";

/**
 * Where the library's files live (decision 0066): MEDIA_DIR/originals/<hash>.<ext>, the uploads as
 * sent, kept privately and never served; MEDIA_DIR/public/<hash>-<width>.<avif|webp>, the variants
 * /media/ serves. Every file is written under a temporary name and renamed into place, so a reader
 * (this process or another one sharing the volume) never sees half a file, and two processes
 * writing the same photo write the same bytes under the same name.
 */
export interface MediaFiles {
  root: string;
  publicDir: string;
  originalsDir: string;
}

export function mediaFiles(root: string = mediaDir()): MediaFiles {
  return { root, publicDir: join(root, "public"), originalsDir: join(root, "originals") };
}

export async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** Makes both folders (once per process is enough, but it is cheap). */
export async function ensureMediaFolders(files: MediaFiles): Promise<void> {
  await mkdir(files.publicDir, { recursive: true });
  await mkdir(files.originalsDir, { recursive: true });
}

export function originalPath(files: MediaFiles, hash: string, extension: string): string {
  return join(files.originalsDir, `${hash}.${extension}`);
}

/**
 * A public variant's bytes, or null: only a name of the variant pattern is looked up, and only in
 * public/, so neither an original nor anything outside MEDIA_DIR can be asked for.
 */
export async function readPublicVariant(files: MediaFiles, name: string): Promise<Buffer | null> {
  if (!parseVariantFileName(name)) return null;
  try {
    return await readFile(join(files.publicDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
