import { ClassicHomeSection } from "../features/classic-maker/components/ClassicHomeSection";
import { CreditsSection } from "../features/home/components/CreditsSection";
import { FeatureGrid } from "../features/home/components/FeatureGrid";
import { Hero } from "../features/home/components/Hero";
import "../features/home/components/home.css";
import { PaletteTool } from "../features/palette/components/PaletteTool";

export function HomePage() {
  return (
    <div className="home" data-testid="home">
      <Hero />
      <ClassicHomeSection />
      <FeatureGrid />
      <CreditsSection />
      <PaletteTool />
    </div>
  );
}
