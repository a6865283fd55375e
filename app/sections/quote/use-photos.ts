import { useCallback, useEffect, useRef, useState } from "react";
import { photosCopy } from "~content/photos-copy";
import { planPhotoAdditions } from "~/lib/photo-selection";
import type { ChosenPhoto, Photos } from "./types";

/**
 * The quote form's photos: each chosen file is checked, then shrunk one at a time (a
 * phone's memory holds one decoded 12-megapixel photo comfortably, not five), and shown as
 * it is ready. Photos live only here: no draft keeps them.
 */
export function usePhotos(): Photos {
  const [photos, setPhotos] = useState<readonly ChosenPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [notices, setNotices] = useState<readonly string[]>([]);
  // The send reads the photos after awaiting the queue, so it needs them outside a render.
  const current = useRef<readonly ChosenPhoto[]>([]);
  const pending = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(1);
  // A clear (the form was sent or closed) makes photos still being prepared go nowhere.
  const generation = useRef(0);

  // Leaving the page or closing the dialog frees every thumbnail's memory.
  useEffect(() => {
    const chosen = current;
    return () => chosen.current.forEach((photo) => URL.revokeObjectURL(photo.url));
  }, []);

  const commit = useCallback((next: readonly ChosenPhoto[]) => {
    current.current = next;
    setPhotos(next);
  }, []);

  const setPending = useCallback((count: number) => {
    pending.current = count;
    setPreparing(count);
  }, []);

  const prepare = useCallback(
    async (file: File, round: number) => {
      if (round !== generation.current) return;
      try {
        // The shrinking code is fetched the first time a visitor picks a photo.
        const { shrinkPhoto } = await import("~/lib/shrink-photo");
        const shrunk = await shrinkPhoto(file);
        if (round !== generation.current) return;
        const url = URL.createObjectURL(shrunk.blob);
        commit([...current.current, { ...shrunk, id: nextId.current++, url }]);
      } catch {
        if (round === generation.current) {
          setNotices((shown) => [...shown, photosCopy.unreadable(file.name)]);
        }
      } finally {
        if (round === generation.current) setPending(pending.current - 1);
      }
    },
    [commit, setPending],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const plan = planPhotoAdditions(files, current.current.length + pending.current);
      setNotices(plan.notices);
      if (plan.accepted.length === 0) return;
      setPending(pending.current + plan.accepted.length);
      const round = generation.current;
      for (const file of plan.accepted) {
        queue.current = queue.current.then(() => prepare(file, round));
      }
    },
    [prepare, setPending],
  );

  const remove = useCallback(
    (id: number) => {
      for (const photo of current.current) if (photo.id === id) URL.revokeObjectURL(photo.url);
      commit(current.current.filter((photo) => photo.id !== id));
      setNotices([]);
    },
    [commit],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    current.current.forEach((photo) => URL.revokeObjectURL(photo.url));
    commit([]);
    setPending(0);
    setNotices([]);
  }, [commit, setPending]);

  /** The photos to send, once every photo still being prepared is ready. */
  const settled = useCallback(async () => {
    await queue.current;
    return current.current;
  }, []);

  return { photos, preparing, notices, add, remove, clear, settled };
}
