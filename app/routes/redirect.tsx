import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { pages } from "~/content/pages";
import { permanentRedirects } from "~/lib/redirects";

function targetFor(pathname: string): string {
  return permanentRedirects[pathname.replace(/\/+$/, "")] ?? "/";
}

export function meta({ location }: { location: { pathname: string } }) {
  return [
    { title: pages.redirect.title },
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: `0; url=${targetFor(location.pathname)}` },
  ];
}

/**
 * Our server answers these paths with a 301 before this page is ever sent; this route
 * covers plain static hosts and in-app navigation.
 */
export default function RedirectPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = targetFor(pathname);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <main id="main" className="container-site py-24">
      <h1 className="text-h2">{pages.redirect.heading}</h1>
      <p className="mt-4">
        <Link className="font-semibold text-accent underline" to={target}>
          {pages.redirect.linkText}
        </Link>
      </p>
    </main>
  );
}
