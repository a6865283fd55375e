import { useRef } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { GalleryContent } from "~content/gallery";
import type { BeforeAfterPair } from "~contracts/gallery-manifest";
import { CompareSlider } from "./compare-slider";

type BeforeAfterDialogProps = {
  pair: BeforeAfterPair | null;
  onClose: () => void;
  content: GalleryContent["compare"];
};

/** Loaded on demand: the comparison dialog a before/after card opens. */
export default function BeforeAfterDialog({ pair, onClose, content }: BeforeAfterDialogProps) {
  const handleRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={pair !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={content.title}
      description={content.instructions}
      closeLabel={content.close}
      size="lg"
      // The slider is what a keyboard user came for, so it takes focus first.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        handleRef.current?.focus();
      }}
    >
      {pair ? (
        <CompareSlider key={pair.id} pair={pair} content={content} handleRef={handleRef} />
      ) : null}
    </Dialog>
  );
}
