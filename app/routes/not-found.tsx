import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Any unknown path goes to the home page, in the browser as on the server. */
export default function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate("/", { replace: true });
  }, [navigate]);
  return null;
}
