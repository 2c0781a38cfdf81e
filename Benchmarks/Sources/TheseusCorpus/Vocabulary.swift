/// The words generated apps are made of.
enum Vocabulary {
    static let nouns: [Noun] = [
        Noun(type: "Recipe", plural: "recipes", titleField: "title", amountField: "cookingTime", unit: "min", icon: "fork.knife",
             categories: ["breakfast", "lunch", "dinner", "dessert"], samples: ["Tomato Soup", "Crème Brûlée", "Shakshuka", "Pad Thai"]),
        Noun(type: "Trip", plural: "trips", titleField: "name", amountField: "distance", unit: "km", icon: "airplane",
             categories: ["business", "holiday", "weekend"], samples: ["Lisbon", "Kyoto in Spring", "Road to Oslo", "São Paulo"]),
        Noun(type: "Book", plural: "books", titleField: "title", amountField: "pageCount", unit: "pages", icon: "book",
             categories: ["fiction", "history", "science", "poetry"], samples: ["The Left Hand of Darkness", "SPQR", "Cosmos", "Ariel"]),
        Noun(type: "Song", plural: "songs", titleField: "title", amountField: "duration", unit: "s", icon: "music.note",
             categories: ["pop", "jazz", "classical", "rock"], samples: ["So What", "Clair de Lune", "Heroes", "Dancing Queen"]),
        Noun(type: "Workout", plural: "workouts", titleField: "name", amountField: "duration", unit: "min", icon: "figure.run",
             categories: ["strength", "cardio", "mobility"], samples: ["Leg Day", "Intervals", "Morning Stretch"]),
        Noun(type: "Expense", plural: "expenses", titleField: "title", amountField: "amount", unit: "EUR", icon: "creditcard",
             categories: ["food", "travel", "housing", "other"], samples: ["Groceries", "Train to Lyon", "Rent", "Coffee"]),
        Noun(type: "Habit", plural: "habits", titleField: "name", amountField: "streak", unit: "days", icon: "checkmark.circle",
             categories: ["health", "learning", "social"], samples: ["Read 20 pages", "Walk", "Call a friend"]),
        Noun(type: "Plant", plural: "plants", titleField: "name", amountField: "waterInterval", unit: "days", icon: "leaf",
             categories: ["succulent", "herb", "tree", "flower"], samples: ["Monstera", "Basil", "Olive Tree", "Orchid"]),
        Noun(type: "Movie", plural: "movies", titleField: "title", amountField: "runtime", unit: "min", icon: "film",
             categories: ["drama", "comedy", "documentary", "animation"], samples: ["Spirited Away", "Paterson", "Amélie"]),
        Noun(type: "Podcast", plural: "podcasts", titleField: "title", amountField: "length", unit: "min", icon: "mic",
             categories: ["news", "culture", "technology"], samples: ["Morning Brief", "Design Notes", "Under the Hood"]),
        Noun(type: "Article", plural: "articles", titleField: "title", amountField: "readingTime", unit: "min", icon: "doc.text",
             categories: ["world", "business", "sports"], samples: ["Markets Rally", "The Long Game", "Inside the Studio"]),
        Noun(type: "Contact", plural: "contacts", titleField: "name", amountField: "score", unit: "pts", icon: "person.crop.circle",
             categories: ["family", "work", "friends"], samples: ["Ada Lovelace", "Grace Hopper", "Zoë Martin"]),
        Noun(type: "Event", plural: "events", titleField: "title", amountField: "attendance", unit: "people", icon: "calendar",
             categories: ["meetup", "concert", "conference"], samples: ["Swift Meetup", "Jazz Night", "WWDC Watch Party"]),
        Noun(type: "Invoice", plural: "invoices", titleField: "title", amountField: "total", unit: "USD", icon: "doc.richtext",
             categories: ["draft", "sent", "paid"], samples: ["March Retainer", "Logo Design", "Hosting 2024"]),
        Noun(type: "Product", plural: "products", titleField: "name", amountField: "price", unit: "USD", icon: "shippingbox",
             categories: ["hardware", "software", "service"], samples: ["Desk Lamp", "Pro License", "Setup Call"]),
        Noun(type: "Photo", plural: "photos", titleField: "caption", amountField: "fileSize", unit: "MB", icon: "photo",
             categories: ["portrait", "landscape", "street"], samples: ["Harbor at Dawn", "Grandma", "Neon Alley"]),
        Noun(type: "Course", plural: "courses", titleField: "title", amountField: "hours", unit: "h", icon: "graduationcap",
             categories: ["language", "math", "art"], samples: ["Italian A2", "Linear Algebra", "Watercolor Basics"]),
        Noun(type: "Flight", plural: "flights", titleField: "code", amountField: "duration", unit: "h", icon: "airplane.departure",
             categories: ["economy", "business", "first"], samples: ["LH 400", "AF 1234", "NH 10"]),
        Noun(type: "Hotel", plural: "hotels", titleField: "name", amountField: "nightlyRate", unit: "USD", icon: "bed.double",
             categories: ["city", "resort", "hostel"], samples: ["Hotel du Lac", "Sea Breeze", "The Loft"]),
        Noun(type: "Restaurant", plural: "restaurants", titleField: "name", amountField: "averagePrice", unit: "USD",
             icon: "fork.knife.circle", categories: ["italian", "japanese", "mexican"], samples: ["Trattoria Zia", "Sushi Kaito", "La Milpa"]),
        Noun(type: "Playlist", plural: "playlists", titleField: "title", amountField: "trackCount", unit: "tracks", icon: "music.note.list",
             categories: ["focus", "party", "sleep"], samples: ["Deep Work", "Friday Night", "Rain Sounds"]),
        Noun(type: "Episode", plural: "episodes", titleField: "title", amountField: "duration", unit: "min", icon: "play.rectangle",
             categories: ["pilot", "regular", "special"], samples: ["Pilot", "The Return", "Holiday Special"]),
        Noun(type: "Vehicle", plural: "vehicles", titleField: "name", amountField: "mileage", unit: "km", icon: "car",
             categories: ["sedan", "truck", "bike"], samples: ["Family Car", "Cargo Bike", "Old Pickup"]),
        Noun(type: "Ticket", plural: "tickets", titleField: "subject", amountField: "priority", unit: "pts", icon: "ticket",
             categories: ["bug", "feature", "support"], samples: ["Crash on launch", "Dark mode", "Password reset"]),
        Noun(type: "Project", plural: "projects", titleField: "name", amountField: "progress", unit: "%", icon: "folder",
             categories: ["personal", "client", "internal"], samples: ["Website Redesign", "Garden Shed", "Q3 Roadmap"]),
        Noun(type: "Message", plural: "messages", titleField: "subject", amountField: "size", unit: "KB", icon: "envelope",
             categories: ["inbox", "sent", "archive"], samples: ["Lunch?", "Invoice #42", "Re: the plan"]),
        Noun(type: "Device", plural: "devices", titleField: "name", amountField: "batteryLevel", unit: "%", icon: "iphone",
             categories: ["phone", "tablet", "watch"], samples: ["Kitchen iPad", "Work Phone", "Running Watch"]),
        Noun(type: "Sensor", plural: "sensors", titleField: "name", amountField: "reading", unit: "°C", icon: "thermometer",
             categories: ["indoor", "outdoor", "garage"], samples: ["Living Room", "Balcony", "Freezer"]),
        Noun(type: "Reminder", plural: "reminders", titleField: "title", amountField: "snoozeCount", unit: "×", icon: "bell",
             categories: ["today", "scheduled", "someday"], samples: ["Pay rent", "Dentist", "Water the plants"]),
        Noun(type: "JournalEntry", plural: "journalEntries", titleField: "title", amountField: "wordCount", unit: "words",
             icon: "book.closed", categories: ["morning", "evening", "travel"], samples: ["A quiet Sunday", "First day in Rome"]),
        Noun(type: "Goal", plural: "goals", titleField: "title", amountField: "target", unit: "pts", icon: "target",
             categories: ["fitness", "career", "finance"], samples: ["Run a 10K", "Ship the app", "Save 5 000 €"]),
        Noun(type: "Budget", plural: "budgets", titleField: "name", amountField: "limit", unit: "USD", icon: "chart.pie",
             categories: ["monthly", "yearly", "project"], samples: ["Household", "Holidays", "Renovation"]),
        Noun(type: "Account", plural: "accounts", titleField: "name", amountField: "balance", unit: "USD", icon: "building.columns",
             categories: ["checking", "savings", "credit"], samples: ["Everyday", "Rainy Day", "Travel Card"]),
        Noun(type: "Deck", plural: "decks", titleField: "title", amountField: "cardCount", unit: "cards", icon: "rectangle.stack",
             categories: ["vocabulary", "history", "biology"], samples: ["Japanese N5", "World War I", "Cell Biology"]),
        Noun(type: "Exercise", plural: "exercises", titleField: "name", amountField: "repetitions", unit: "reps", icon: "dumbbell",
             categories: ["upper", "lower", "core"], samples: ["Push-up", "Squat", "Plank"]),
        Noun(type: "Meal", plural: "meals", titleField: "name", amountField: "calories", unit: "kcal", icon: "takeoutbag.and.cup.and.straw",
             categories: ["breakfast", "lunch", "dinner"], samples: ["Porridge", "Bento", "Ratatouille"]),
        Noun(type: "Station", plural: "stations", titleField: "name", amountField: "frequency", unit: "MHz",
             icon: "antenna.radiowaves.left.and.right", categories: ["news", "music", "talk"], samples: ["FIP", "Jazz FM", "Radio 4"]),
        Noun(type: "Album", plural: "albums", titleField: "title", amountField: "trackCount", unit: "tracks", icon: "square.stack",
             categories: ["studio", "live", "compilation"], samples: ["Kind of Blue", "Blue Train", "Homogenic"]),
        Noun(type: "Lesson", plural: "lessons", titleField: "title", amountField: "duration", unit: "min", icon: "studentdesk",
             categories: ["beginner", "intermediate", "advanced"], samples: ["Greetings", "Past Tense", "Idioms"]),
        Noun(type: "Garden", plural: "gardens", titleField: "name", amountField: "area", unit: "m²", icon: "tree",
             categories: ["vegetable", "flower", "herb"], samples: ["Back Yard", "Rooftop", "Allotment 12"]),
    ]

    static let prefixes = ["Shared", "Local", "Archived", "Team", "Personal", "Draft", "Featured", "Recent", "Saved", "Public",
                           "Cloud", "Offline", "Family", "Weekly", "Daily", "Guest", "Smart", "Pending", "Pinned", "Imported"]

    static let appNames = ["Pantry", "Wander", "Shelf", "Tempo", "Pulse", "Ledger", "Sprout", "Reel", "Signal", "Atlas",
                           "Harbor", "Canvas", "Orbit", "Compass", "Beacon", "Summit", "Meadow", "Ember", "Nimbus", "Quill",
                           "Lumen", "Cobalt", "Fable", "Juniper", "Kite", "Marble", "Nook", "Pebble", "Ripple", "Tidal"]

    static let tags = ["quick", "favorite", "weekend", "new", "classic", "family", "outdoor", "cozy", "budget", "seasonal",
                       "shared", "urgent", "later", "work", "café", "été"]

    static let summaries = [
        "A short description that fits on two lines.",
        "Added from the web; check the details before sharing.",
        "Imported from the old app — some fields may be missing.",
        "Everyone's favourite, revisit every month.",
        "Needs a photo and a better title.",
        "Kept for reference.",
    ]

    static let comments = [
        "// Keep this in sync with the server's field names.",
        "// The order matters: newest first, as the design asks.",
        "// TODO: move to the shared formatter once it supports locales.",
        "// Keep it small: this runs for every row.",
        "// NOTE: the system image names are SF Symbols 5.",
        "// Values are rounded for display only; the model keeps full precision.",
        "// FIXME: handle the empty state on iPad.",
        "// See the design spec, section 4.2.",
    ]

    /// `JournalEntry` → `journal entry`, `journalEntries` → `journal entries`.
    static func words(_ camel: String) -> String {
        var out = ""
        for (i, ch) in camel.enumerated() {
            if ch.isUppercase && i > 0 { out += " " }
            out += ch.lowercased()
        }
        return out
    }
}
