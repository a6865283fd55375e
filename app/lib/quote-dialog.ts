import { atom } from "nanostores";

export type QuoteDialogOptions = {
  /** The slug of a service to preselect, e.g. 'windows-and-doors'. */
  service?: string;
  title?: string;
  subtitle?: string;
};

export type QuoteDialogState = QuoteDialogOptions & {
  open: boolean;
  /** A new number per opening: the form inside starts from scratch every time. */
  session: number;
};

/**
 * The one quote dialog of the page, shared by every island through this store rather
 * than a React context, since islands are separate React roots.
 */
export const $quoteDialog = atom<QuoteDialogState>({ open: false, session: 0 });

export function openQuoteDialog(options: QuoteDialogOptions = {}): void {
  $quoteDialog.set({ ...options, open: true, session: $quoteDialog.get().session + 1 });
}

export function closeQuoteDialog(): void {
  $quoteDialog.set({ open: false, session: $quoteDialog.get().session });
}

/** Marks a link to the quote form that the quote dialog island takes over once it is ready. */
export const quoteLinkAttribute = "data-quote-dialog";

/** What a marked link asks for, read from its data attributes. */
export function quoteOptionsOf(link: HTMLElement): QuoteDialogOptions {
  const { service, quoteTitle, quoteSubtitle } = link.dataset;
  return {
    ...(service ? { service } : {}),
    ...(quoteTitle ? { title: quoteTitle } : {}),
    ...(quoteSubtitle ? { subtitle: quoteSubtitle } : {}),
  };
}
