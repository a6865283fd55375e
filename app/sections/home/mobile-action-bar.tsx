import { useEffect, useState, type MouseEvent } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import type { quickActionsContent } from "~content/home";
import { telHref } from "~content/site";
import { scrollToSection } from "~/lib/scroll";
import { Icon } from "~/components/icon";

type MobileActionBarProps = { content: typeof quickActionsContent };

/**
 * On phones, once the hero's own buttons have scrolled away, 'Call' and 'Get Free Quote'
 * wait at the bottom of the screen, within reach of a thumb. The bar steps aside at the
 * contact section (its form is the destination), and while a form field has focus. It
 * spans the page's margins evenly: the social tab sits at the left edge's middle, well
 * clear of the bottom.
 */
export function MobileActionBar({ content }: MobileActionBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const hero = document.getElementById("home");
    const contact = document.getElementById("contact");
    if (!hero || !contact) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const typing = document.activeElement?.matches("input, textarea, select") ?? false;
      const pastHero = hero.getBoundingClientRect().bottom < 0;
      const beforeContact = contact.getBoundingClientRect().top > window.innerHeight;
      setVisible(pastHero && beforeContact && !typing);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    schedule();
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
    };
  }, []);

  const toContact = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection("contact", { focus: true });
  };

  return (
    <div
      aria-label={content.label}
      role="group"
      data-visible={visible}
      className={`fixed inset-x-5 bottom-4 z-30 flex gap-2 transition-[translate,opacity,visibility] duration-200 ease-out md:hidden ${
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-4 opacity-0"
      }`}
    >
      <a href={telHref} className={buttonClasses("secondary", "md", "shadow-raised")}>
        <Icon name="phone" className="size-4" />
        {content.call}
      </a>
      <a
        href="#contact"
        onClick={toContact}
        className={buttonClasses("primary", "md", "flex-1 shadow-raised")}
      >
        {content.quote}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </div>
  );
}
