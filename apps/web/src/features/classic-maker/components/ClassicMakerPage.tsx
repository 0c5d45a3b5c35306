import { useLocation } from "react-router";
import { classicEntry } from "../classic-entry";
import { ClassicMaker } from "./ClassicMaker";
import "../classic-maker.css";

/** /generate?name= and /start?name=: the classic maker (spec 03 section 2). A new entry link starts afresh. */
export function ClassicMakerPage() {
  const location = useLocation();
  const entry = classicEntry(location.search);
  return <ClassicMaker key={location.search} entry={entry} />;
}
