/**
 * English word lists of the offline name generator, by industry and by theme. `keys` are the words of
 * a description that pick the entry (lower case, matched as whole words or word starts); `roots` make
 * names; `verbs`, `plurals` and `adjectives` make slogans of at most three words.
 */
export type IndustryWords = {
  keys: readonly string[];
  roots: readonly string[];
  verbs: readonly string[];
  plurals: readonly string[];
  adjectives: readonly string[];
};

export type ThemeWords = { keys: readonly string[]; roots: readonly string[]; adjectives: readonly string[]; places: readonly string[] };

export const INDUSTRIES_EN: Record<string, IndustryWords> = {
  coffee: {
    keys: ["coffee", "cafe", "café", "espresso", "roastery", "roaster", "roasting", "barista", "latte"],
    roots: ["Bean", "Roast", "Brew", "Cup", "Grind", "Crema", "Mug", "Drip", "Pour"],
    verbs: ["Sip", "Brew", "Roast", "Savor", "Pour", "Taste"],
    plurals: ["beans", "cups", "mornings", "roasts"],
    adjectives: ["Bold", "Fresh", "Dark", "Slow", "Warm", "Rich"],
  },
  bakery: {
    keys: ["bakery", "bread", "bake", "baked", "pastry", "patisserie", "cake", "cakes", "bagel"],
    roots: ["Crumb", "Loaf", "Oven", "Crust", "Rise", "Dough", "Flour", "Knead"],
    verbs: ["Bake", "Rise", "Share", "Taste", "Knead"],
    plurals: ["loaves", "crumbs", "mornings", "pastries"],
    adjectives: ["Golden", "Warm", "Fresh", "Honest", "Sweet"],
  },
  restaurant: {
    keys: ["restaurant", "kitchen", "food", "bistro", "diner", "grill", "eatery", "catering", "noodle", "pizza"],
    roots: ["Table", "Plate", "Fork", "Feast", "Spoon", "Hearth", "Ladle", "Pantry"],
    verbs: ["Eat", "Gather", "Share", "Savor", "Feast"],
    plurals: ["plates", "flavors", "tables", "feasts"],
    adjectives: ["Hearty", "Fresh", "Honest", "Good", "Warm"],
  },
  tea: {
    keys: ["tea", "teahouse", "matcha", "chai", "boba"],
    roots: ["Leaf", "Steep", "Kettle", "Matcha", "Brew", "Petal"],
    verbs: ["Steep", "Sip", "Pause", "Breathe"],
    plurals: ["leaves", "cups", "moments"],
    adjectives: ["Calm", "Pure", "Green", "Gentle"],
  },
  bar: {
    keys: ["bar", "pub", "wine", "winery", "brewery", "beer", "cocktail", "cocktails", "distillery", "spirits"],
    roots: ["Cask", "Barrel", "Vine", "Hop", "Cellar", "Still", "Cork", "Tap"],
    verbs: ["Raise", "Pour", "Toast", "Cheers"],
    plurals: ["glasses", "barrels", "nights", "rounds"],
    adjectives: ["Crafted", "Aged", "Smooth", "Bold"],
  },
  tech: {
    keys: ["tech", "technology", "software", "app", "apps", "ai", "data", "cloud", "digital", "startup", "saas", "web", "it", "cyber"],
    roots: ["Byte", "Logic", "Code", "Pixel", "Node", "Sync", "Stack", "Grid", "Core", "Loop", "Signal"],
    verbs: ["Build", "Ship", "Scale", "Connect", "Automate"],
    plurals: ["ideas", "systems", "signals", "futures"],
    adjectives: ["Smart", "Clear", "Swift", "Bright", "Open"],
  },
  fitness: {
    keys: ["fitness", "gym", "yoga", "workout", "training", "pilates", "crossfit", "sport", "sports", "running", "women's"],
    roots: ["Pulse", "Core", "Fit", "Flex", "Stride", "Lift", "Motion", "Vigor"],
    verbs: ["Move", "Lift", "Rise", "Train", "Breathe"],
    plurals: ["limits", "goals", "bodies", "reps"],
    adjectives: ["Strong", "Fierce", "Free", "Steady"],
  },
  beauty: {
    keys: ["beauty", "salon", "spa", "skincare", "cosmetics", "hair", "nails", "makeup", "barber", "barbershop"],
    roots: ["Glow", "Bloom", "Silk", "Luxe", "Velvet", "Petal", "Lush", "Aura"],
    verbs: ["Glow", "Shine", "Bloom", "Unwind"],
    plurals: ["moments", "rituals", "looks"],
    adjectives: ["Radiant", "Pure", "Soft", "True"],
  },
  fashion: {
    keys: ["fashion", "clothing", "boutique", "apparel", "wear", "shoes", "jewelry", "jewellery", "tailor"],
    roots: ["Thread", "Stitch", "Loom", "Seam", "Style", "Muse", "Hem", "Weave"],
    verbs: ["Wear", "Dress", "Stand", "Shine"],
    plurals: ["threads", "styles", "stories"],
    adjectives: ["Bold", "Timeless", "Sharp", "Easy"],
  },
  travel: {
    keys: ["travel", "tour", "tours", "trip", "trips", "agency", "holiday", "holidays", "adventure", "hostel", "hotel"],
    roots: ["Voyage", "Compass", "Journey", "Route", "Wander", "Atlas", "Nomad", "Trail"],
    verbs: ["Explore", "Wander", "Go", "Discover", "Roam"],
    plurals: ["journeys", "horizons", "roads", "stories"],
    adjectives: ["Far", "Wild", "Open", "Golden"],
  },
  finance: {
    keys: ["finance", "financial", "bank", "invest", "investment", "accounting", "insurance", "tax", "wealth", "fintech"],
    roots: ["Ledger", "Capital", "Vault", "Summit", "Trust", "Anchor", "Keystone", "Sterling"],
    verbs: ["Grow", "Plan", "Save", "Prosper"],
    plurals: ["futures", "plans", "returns"],
    adjectives: ["Solid", "Clear", "Steady", "Wise"],
  },
  property: {
    keys: ["real", "estate", "property", "realty", "homes", "housing", "apartment", "rental", "interior"],
    roots: ["Key", "Nest", "Haven", "Roof", "Dwell", "Hearth", "Door", "Harbor"],
    verbs: ["Live", "Settle", "Belong", "Move"],
    plurals: ["homes", "doors", "places"],
    adjectives: ["Home", "Safe", "Open", "Bright"],
  },
  education: {
    keys: ["school", "education", "academy", "tutor", "tutoring", "learning", "course", "courses", "teaching", "kids", "children"],
    roots: ["Scholar", "Mind", "Quill", "Spark", "Bright", "Owl", "Chalk", "Compass"],
    verbs: ["Learn", "Grow", "Think", "Discover"],
    plurals: ["minds", "ideas", "futures"],
    adjectives: ["Curious", "Bright", "Young", "Open"],
  },
  health: {
    keys: ["clinic", "health", "medical", "dental", "dentist", "care", "pharmacy", "therapy", "wellness", "doctor"],
    roots: ["Care", "Vital", "Well", "Heal", "Remedy", "Haven", "Cura"],
    verbs: ["Heal", "Care", "Thrive", "Breathe"],
    plurals: ["lives", "smiles", "days"],
    adjectives: ["Gentle", "Whole", "Well", "Kind"],
  },
  pets: {
    keys: ["pet", "pets", "dog", "dogs", "cat", "cats", "vet", "veterinary", "grooming", "puppy"],
    roots: ["Paw", "Tail", "Whisker", "Fetch", "Furry", "Bark", "Purr"],
    verbs: ["Wag", "Play", "Fetch", "Cuddle"],
    plurals: ["tails", "paws", "friends"],
    adjectives: ["Happy", "Furry", "Loyal", "Little"],
  },
  photography: {
    keys: ["photo", "photography", "photographer", "camera", "film", "video", "studio", "wedding"],
    roots: ["Lens", "Frame", "Shutter", "Focus", "Light", "Flash", "Still"],
    verbs: ["Capture", "Frame", "Keep", "Remember"],
    plurals: ["moments", "stories", "frames"],
    adjectives: ["Candid", "Golden", "True", "Still"],
  },
  music: {
    keys: ["music", "band", "record", "records", "sound", "audio", "guitar", "piano", "dj"],
    roots: ["Chord", "Echo", "Tempo", "Note", "Rhythm", "Tune", "Vinyl"],
    verbs: ["Play", "Listen", "Feel", "Sing"],
    plurals: ["notes", "songs", "beats"],
    adjectives: ["Loud", "Soulful", "Live", "Deep"],
  },
  flowers: {
    keys: ["flower", "flowers", "florist", "garden", "gardening", "plant", "plants", "nursery", "landscaping"],
    roots: ["Petal", "Bloom", "Fern", "Sprout", "Stem", "Blossom", "Root"],
    verbs: ["Bloom", "Grow", "Gift", "Plant"],
    plurals: ["blooms", "gardens", "petals"],
    adjectives: ["Wild", "Fresh", "Green", "Sweet"],
  },
  building: {
    keys: ["construction", "builder", "builders", "renovation", "contractor", "plumbing", "roofing", "engineering", "architecture"],
    roots: ["Beam", "Brick", "Forge", "Level", "Frame", "Stone", "Keystone", "Anvil"],
    verbs: ["Build", "Craft", "Raise", "Shape"],
    plurals: ["walls", "homes", "foundations"],
    adjectives: ["Solid", "True", "Strong", "Square"],
  },
  agency: {
    keys: ["consulting", "consultancy", "marketing", "design", "branding", "creative", "media", "advertising", "studio", "agency"],
    roots: ["Bridge", "Spark", "Catalyst", "Prism", "Compass", "Signal", "Canvas"],
    verbs: ["Think", "Create", "Grow", "Stand"],
    plurals: ["ideas", "brands", "stories"],
    adjectives: ["Bold", "Clear", "Fresh", "Bright"],
  },
};

export const GENERAL_EN: IndustryWords = {
  keys: [],
  roots: ["Nova", "Summit", "Spark", "Peak", "North", "True", "Bright", "Oak", "Arc"],
  verbs: ["Rise", "Grow", "Create", "Go"],
  plurals: ["ideas", "days", "things"],
  adjectives: ["Simply", "Truly", "Bright", "Bold"],
};

export const THEMES_EN: Record<string, ThemeWords> = {
  sea: {
    keys: ["sea", "seaside", "ocean", "beach", "coast", "coastal", "harbor", "harbour", "island", "bay", "surf", "marine", "shore"],
    roots: ["Tide", "Harbor", "Shore", "Wave", "Coast", "Reef", "Salt", "Drift", "Anchor", "Gull", "Pier", "Surf"],
    adjectives: ["Salty", "Coastal", "Breezy", "Blue"],
    places: ["shore", "tide", "waves", "coast"],
  },
  mountain: {
    keys: ["mountain", "mountains", "hill", "hills", "alpine", "peak", "valley", "highland"],
    roots: ["Peak", "Ridge", "Summit", "Pine", "Cliff", "Crest", "Alp"],
    adjectives: ["Alpine", "High", "Rugged", "Crisp"],
    places: ["peaks", "summit", "ridge"],
  },
  forest: {
    keys: ["forest", "wood", "woods", "green", "eco", "organic", "natural", "nature", "farm", "vegan", "sustainable"],
    roots: ["Fern", "Moss", "Grove", "Cedar", "Acorn", "Willow", "Meadow"],
    adjectives: ["Wild", "Green", "Earthy", "Native"],
    places: ["woods", "grove", "wild"],
  },
  city: {
    keys: ["city", "urban", "street", "downtown", "metro", "loft"],
    roots: ["Metro", "Avenue", "Block", "Loft", "Corner", "Alley"],
    adjectives: ["Urban", "Downtown", "Modern", "Street"],
    places: ["city", "street", "block"],
  },
  sun: {
    keys: ["sun", "sunny", "summer", "sunshine", "morning", "dawn", "tropical"],
    roots: ["Sol", "Sunny", "Dawn", "Golden", "Daybreak", "Ray"],
    adjectives: ["Sunny", "Golden", "Bright", "Warm"],
    places: ["sun", "morning", "day"],
  },
  night: {
    keys: ["night", "moon", "midnight", "star", "stars", "evening", "lunar"],
    roots: ["Luna", "Dusk", "Midnight", "Star", "Orbit", "Nova"],
    adjectives: ["Starry", "Quiet", "Late", "Silver"],
    places: ["night", "stars", "moon"],
  },
  river: {
    keys: ["river", "lake", "brook", "stream", "waterfront", "creek"],
    roots: ["Brook", "River", "Delta", "Ripple", "Creek", "Fjord"],
    adjectives: ["Still", "Clear", "Flowing", "Cool"],
    places: ["river", "stream", "lake"],
  },
  family: {
    keys: ["family", "home", "homemade", "local", "neighborhood", "neighbourhood", "community"],
    roots: ["Kin", "Hearth", "Homestead", "Porch", "Village"],
    adjectives: ["Homey", "Local", "Kind", "Friendly"],
    places: ["neighborhood", "table", "village"],
  },
};

/** Tone words a description may carry; the tone picks name patterns and suffixes. */
export const TONES_EN: Record<string, readonly string[]> = {
  playful: ["fun", "playful", "cute", "quirky", "friendly", "kids", "happy", "cheerful"],
  luxury: ["luxury", "luxurious", "premium", "elegant", "upscale", "boutique", "exclusive", "high-end", "fine"],
  modern: ["modern", "minimal", "minimalist", "sleek", "tech", "startup", "clean", "futuristic"],
  classic: ["classic", "traditional", "heritage", "vintage", "old", "retro", "timeless", "artisan", "craft"],
  bold: ["bold", "strong", "edgy", "powerful", "fierce", "loud"],
};

/** Suffixes by tone (word endings that make a coined name). */
export const SUFFIXES_EN: Record<string, readonly string[]> = {
  playful: ["y", "o", "ster", "ly", "bee"],
  luxury: ["elle", "ora", "ique", "aire"],
  modern: ["ly", "io", "ify", "a", "eo", "ia"],
  classic: ["wood", "ford", "ton", "field"],
  bold: ["forge", "works", "x", "ix"],
};

/** Real words a suffix can make by accident that no business wants (Mug + y). */
export const UNWANTED_EN: ReadonlySet<string> = new Set(["muggy", "crusty", "corny", "nutty", "soggy", "dodgy", "seedy", "shady", "sappy", "cheesy", "fishy"]);

export const ADVERBS_EN = ["boldly", "slowly", "freshly", "simply", "gently", "brightly", "daily", "together"] as const;
