import { Navbar } from "~/components/navbar";

/** The home page's navigation bar: hides on scroll, asks before dialling, phone menu. */
export default function NavbarIsland() {
  return <Navbar />;
}
