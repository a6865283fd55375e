import { ResponsivePicture } from "~/components/responsive-picture";
import type { Photo } from "~/lib/photos";

type ServicePhotoProps = {
  photo: Photo;
  fallback?: Photo;
  sizes: string;
  className: string;
  imgClassName: string;
};

/**
 * The generic service page's photo. Hydrated because only script can swap a photo that
 * failed to load for the roofing photo (SPEC), or for a placeholder when that fails too;
 * the picture notices a failure that happened before it hydrated.
 */
export default function ServicePhoto(props: ServicePhotoProps) {
  return <ResponsivePicture {...props} priority />;
}
