import { useNavigate } from "react-router";
import { CreationsPanel } from "./CreationsPanel";
import { referenceHandOver } from "../generator-link";

/** The old /creations page: the same list as the generator's Creations tab, handing a reference to /design. */
export function CreationsPage() {
  const navigate = useNavigate();
  return <CreationsPanel onUseAsReference={(record) => void navigate(referenceHandOver(record))} />;
}
