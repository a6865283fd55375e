import { useCombobox, useMultipleSelection } from "downshift";
import { ChevronDown, X } from "lucide-react";
import { useEffect, useMemo, useState, type ChangeEvent } from "react";
import { describedBy } from "~/components/form/form-field";
import { useTextTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { formCopy } from "~content/forms";
import { serviceOptions, type ServiceOption } from "~content/services";

const copy = formCopy.fields.services;
const comboboxChanges = useCombobox.stateChangeTypes;
const selectionChanges = useMultipleSelection.stateChangeTypes;

type ServicePickerProps = {
  id: string;
  labelId: string;
  selected: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  /** Receives the search input, which the form focuses when no service is chosen. */
  onInputElement: (element: HTMLInputElement | null) => void;
};

function optionsFor(values: readonly string[]): ServiceOption[] {
  return values.flatMap((value) => serviceOptions.filter((option) => option.value === value));
}

/**
 * Text typed into the search box before React took over (a quick visitor on a slow phone,
 * decision 088) becomes the search, with its list open if the box still has focus. The
 * filter is set in the same turn: Downshift reports the new text a render later, so the
 * list would first open unfiltered, and an arrow key pressed then moved within all 27
 * services, leaving Enter on a row the filtered list no longer had.
 */
function useSearchTypedBeforeHydration(
  id: string,
  setSearch: (value: string) => void,
  setInputValue: (value: string) => void,
  openMenu: () => void,
) {
  useTextTypedBeforeHydration(
    () => {
      const input = document.getElementById(id);
      return input instanceof HTMLInputElement ? input : null;
    },
    (text, focused) => {
      setSearch(text);
      setInputValue(text);
      if (focused) openMenu();
    },
  );
}

/**
 * The searchable multi-select of services: a combobox whose listbox hides what is already
 * chosen, with the choices shown as tags that each have a 'Remove {label}' button.
 */
export function ServicePicker({
  id,
  labelId,
  selected,
  onChange,
  error,
  onInputElement,
}: ServicePickerProps) {
  const [search, setSearch] = useState("");
  const focusInput = () => document.getElementById(id)?.focus();
  const selectedItems = useMemo(() => optionsFor(selected), [selected]);
  const query = search.trim().toLowerCase();
  const items = serviceOptions.filter(
    (option) => !selected.includes(option.value) && option.label.toLowerCase().includes(query),
  );

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<ServiceOption>({
    selectedItems,
    itemToKey: (item) => item?.value,
    onStateChange({ selectedItems: next, type }) {
      if (
        next &&
        (type === selectionChanges.SelectedItemKeyDownBackspace ||
          type === selectionChanges.SelectedItemKeyDownDelete ||
          type === selectionChanges.DropdownKeyDownBackspace)
      ) {
        onChange(next.map((item) => item.value));
        if (type !== selectionChanges.DropdownKeyDownBackspace) focusInput();
      }
    },
  });

  const {
    isOpen,
    highlightedIndex,
    getMenuProps,
    getInputProps,
    getItemProps,
    getToggleButtonProps,
    setInputValue,
    openMenu,
  } = useCombobox<ServiceOption>({
    items,
    inputId: id,
    labelId,
    itemToString: (item) => item?.label ?? "",
    itemToKey: (item) => item?.value,
    defaultHighlightedIndex: 0,
    selectedItem: null,
    stateReducer(state, { changes, type }) {
      switch (type) {
        // Browsing the whole list keeps it open, to pick several in a row; a search
        // that found its service closes it, so it no longer covers the fields below.
        case comboboxChanges.InputKeyDownEnter:
        case comboboxChanges.ItemClick:
          return {
            ...changes,
            isOpen: state.inputValue.trim() === "",
            inputValue: "",
            highlightedIndex: Math.max(0, Math.min(state.highlightedIndex, items.length - 2)),
          };
        case comboboxChanges.InputKeyDownEscape:
          return { ...changes, isOpen: false, inputValue: "" };
        // A click in the box opens the list and never closes it (the chevron, Escape and a
        // click outside do). On a slow phone the tap that focused the box fires its click
        // only after the page woke, when the text typed meanwhile had already opened the
        // list: a toggle would shut it under the visitor's finger.
        case comboboxChanges.InputClick:
          return state.isOpen
            ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex }
            : changes;
        // selectedItem is pinned to null, so after each pick Downshift "notices" the prop
        // differs and, a render later, rewrites the input: that would eat what the visitor
        // typed meanwhile. The search text is the visitor's alone.
        case comboboxChanges.ControlledPropUpdatedSelectedItem:
          return { ...changes, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    // The input's text stays with Downshift (a controlled value lags fast typing by a
    // render and drops keys); the filter follows it here when Downshift changes it (a
    // pick or Escape clears it), and in the input's own handler when the visitor types.
    onInputValueChange({ inputValue }) {
      setSearch(inputValue);
    },
    onStateChange({ type, selectedItem }) {
      if (
        selectedItem &&
        (type === comboboxChanges.InputKeyDownEnter || type === comboboxChanges.ItemClick)
      ) {
        onChange([...selected, selectedItem.value]);
      }
    },
  });

  useEscapeStaysInPicker(id);
  useSearchTypedBeforeHydration(id, setSearch, setInputValue, openMenu);

  const remove = (value: string) => {
    onChange(selected.filter((item) => item !== value));
    focusInput();
  };

  const message = !isOpen
    ? ""
    : items.length > 0
      ? ""
      : selected.length === serviceOptions.length
        ? copy.allSelected
        : copy.noResults(search.trim());

  return (
    <div className="relative">
      <div
        className={`flex min-h-12 flex-wrap items-center gap-1.5 rounded-control border bg-card py-1.5 pr-1 pl-1.5 transition-[border-color,box-shadow] duration-150 ease-out focus-within:border-focus focus-within:ring-3 ${
          error
            ? "border-error focus-within:ring-error/25"
            : "border-line-strong hover:border-ink-muted focus-within:ring-focus/30"
        }`}
      >
        {selectedItems.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={copy.selected}>
            {selectedItems.map((item, index) => (
              <li
                key={item.value}
                className="inline-flex min-h-9 items-center rounded-full border border-accent/25 bg-accent-soft pl-3 text-[0.9375rem] font-medium text-ink"
              >
                {item.label}
                <button
                  type="button"
                  {...getSelectedItemProps({ selectedItem: item, index })}
                  onClick={() => remove(item.value)}
                  tabIndex={0}
                  aria-label={copy.remove(item.label)}
                  className="ml-0.5 inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-accent/15 hover:text-ink"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          {...getInputProps(
            getDropdownProps({
              ref: onInputElement,
              // Downshift reports a typed letter after its render, in an effect, so the list
              // would filter a render late: an arrow key pressed right after the letter
              // moved within the previous list. Filtering in the keystroke's own event
              // renders the list and the highlight together.
              onChange: (event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value),
              preventKeyAction: isOpen,
              placeholder: copy.placeholder,
              autoComplete: "off",
              "aria-invalid": error ? true : undefined,
              "aria-describedby": describedBy(id, Boolean(error)),
              className:
                "min-h-9 min-w-[9rem] flex-1 bg-transparent px-2.5 text-base text-ink placeholder:text-ink-muted/80 focus:outline-none focus-visible:outline-none",
            }),
          )}
        />
        <button
          type="button"
          {...getToggleButtonProps({ "aria-label": copy.toggle })}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-soft hover:bg-ink/5 hover:text-ink"
        >
          <ChevronDown
            className={`size-5 transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        </button>
      </div>
      <div className="absolute inset-x-0 top-full z-20 mt-1">
        <ul
          {...getMenuProps({ "aria-label": formCopy.fields.services.label })}
          className={`max-h-72 overflow-y-auto overscroll-contain rounded-control border border-line bg-card py-1 shadow-raised ${
            isOpen && items.length > 0 ? "" : "hidden"
          }`}
        >
          {isOpen
            ? items.map((item, index) => (
                <li
                  key={item.value}
                  {...getItemProps({ item, index })}
                  className={`flex min-h-11 cursor-pointer items-center px-4 text-base ${
                    highlightedIndex === index ? "bg-surface-sunk text-ink" : "text-ink-soft"
                  }`}
                >
                  {item.label}
                </li>
              ))
            : null}
        </ul>
        <p
          role="status"
          className={
            message
              ? "rounded-control border border-line bg-card px-4 py-3 text-base text-ink-soft shadow-raised"
              : "sr-only"
          }
        >
          {message}
        </p>
      </div>
    </div>
  );
}

/**
 * Escape in the search clears it. Inside the contact modal the dialog
 * listens for Escape on the document in the capture phase, before the input sees the
 * key; marking the event handled on the window first keeps the modal open while there is
 * still a search or an open list to clear.
 */
function useEscapeStaysInPicker(inputId: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = event.target;
      if (event.key !== "Escape" || !(input instanceof HTMLInputElement) || input.id !== inputId) {
        return;
      }
      if (input.value !== "" || input.getAttribute("aria-expanded") === "true") {
        event.preventDefault();
      }
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [inputId]);
}
