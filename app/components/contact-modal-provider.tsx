import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";

export type ContactModalOptions = {
  /** A service title or option label to preselect, e.g. 'Windows & Doors'. */
  service?: string;
  title?: string;
  subtitle?: string;
};

type ContactModalContextValue = {
  openContactModal: (options?: ContactModalOptions) => void;
};

// Outside the provider (an isolated component test, say) the request still reaches the
// visitor's goal: the quote form on its own page.
const ContactModalContext = createContext<ContactModalContextValue>({
  openContactModal: () => window.location.assign("/contact"),
});

const ContactModal = lazy(() => import("./contact-modal"));

/**
 * Owns the one contact modal of the site. The modal's code is fetched the first time it
 * opens, so pages pay nothing for it until then.
 */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [options, setOptions] = useState<ContactModalOptions>({});
  // A new key per opening: the form inside starts from scratch every time.
  const [session, setSession] = useState(0);

  const openContactModal = useCallback((next: ContactModalOptions = {}) => {
    setOptions(next);
    setSession((count) => count + 1);
    setRequested(true);
    setOpen(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setOptions({});
  }, []);

  const value = useMemo(() => ({ openContactModal }), [openContactModal]);

  return (
    <ContactModalContext.Provider value={value}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <ContactModal key={session} open={open} onOpenChange={onOpenChange} {...options} />
        </Suspense>
      ) : null}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalContextValue {
  return useContext(ContactModalContext);
}
