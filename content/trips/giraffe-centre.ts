import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

// 8:00 AM to 5:00 PM: a full day, not the spec's "6 hours" (decision 0021). The page, the card,
// the PDF and the booking panel read this one duration.
const duration = "1 Day";

export default defineTrip({
  slug: "giraffe-centre",
  title: "Giraffe Centre & Elephant Orphanage",
  subtitle: "Feed Rothschild's giraffes and watch orphaned elephants at their mud bath",
  summary:
    "Nairobi's favourite conservation day: feed endangered Rothschild's giraffes at the AFEW Giraffe Centre, see orphaned baby elephants at the Sheldrick Wildlife Trust nursery, then visit the Karen Blixen Museum or Kazuri Beads. Hotel pickup included.",
  overview: [
    "This day in Nairobi's leafy south-west brings you face to face with two of Kenya's best-known conservation stories. At the Giraffe Centre in Lang'ata, run by the African Fund for Endangered Wildlife (AFEW) Kenya since 1979, you feed Rothschild's giraffes from a raised platform at eye level and learn how the centre helped bring the subspecies back from the brink.",
    "At 11:00 AM the Sheldrick Wildlife Trust opens its elephant nursery inside Nairobi National Park for a one-hour public visit. The keepers bring the orphaned baby elephants out for their milk feed and a play in the mud bath while explaining each calf's rescue story and the long road back to the wild in Tsavo.",
    "The afternoon is yours to shape: the Karen Blixen Museum, the farmhouse at the foot of the Ngong Hills where the author of Out of Africa lived, or Kazuri Beads, a workshop where local women hand-make ceramic beads and pottery. Both are a few minutes' drive from each other in Karen.",
  ],
  duration,
  difficulty: "Easy",
  groupSize: { min: 2, max: 20 },
  departures: { rule: { every: "week", on: ["Wed", "Sat"] }, seats: 14, minimumToRun: 2 },
  region: "Lang'ata and Karen, Nairobi",
  schedule: "8:00 AM - 5:00 PM",
  scene: "giraffe",
  highlights: [
    "Hand-feed Rothschild's giraffes from the raised platform at the AFEW Giraffe Centre",
    "Watch orphaned baby elephants feed and play at the Sheldrick Wildlife Trust nursery",
    "Hear the keepers tell each orphan's rescue story",
    "Walk the Gogo River nature trail opposite the Giraffe Centre",
    "Visit the Karen Blixen Museum or the Kazuri Beads workshop",
    "Lunch in a garden restaurant in Karen",
  ],
  days: [
    {
      day: 1,
      title: "Hotel pickup in Nairobi",
      time: "8:00 AM",
      description:
        "Your guide collects you from your hotel or residence and drives to Lang'ata on the south-western edge of the city. The journey takes 30-60 minutes depending on where you stay and the morning traffic.",
      activities: [
        "Hotel pickup",
        "Drive to Lang'ata",
        "Guide's introduction to Nairobi's conservation projects",
      ],
    },
    {
      day: 1,
      title: "AFEW Giraffe Centre",
      time: "9:00 AM - 10:30 AM",
      description:
        "From the raised feeding platform you offer pellets to Rothschild's giraffes, one of the most endangered giraffe subspecies. The centre's education officers explain the giraffes' biology and the breeding programme that has returned young giraffes to the wild in protected areas such as Lake Nakuru National Park.",
      activities: [
        "Giraffe feeding from the platform",
        "Talk by the centre's education team",
        "Short walk on the Gogo River nature trail",
        "Gift shop supporting conservation education",
      ],
      wildlife: ["Rothschild's giraffe", "Warthog", "Forest birds along the nature trail"],
    },
    {
      day: 1,
      title: "Sheldrick Wildlife Trust elephant nursery",
      time: "11:00 AM - 12:00 noon",
      description:
        "The nursery's one-hour public visit runs from 11:00 AM to 12:00 noon. The baby elephants arrive in small groups for their bottles of milk, then splash in the mud bath while a keeper explains how each one was orphaned and how the Trust raises them for release in Tsavo East.",
      activities: [
        "Watch the midday milk feed",
        "Mud bath and play time",
        "Keepers' talk on rescue and rehabilitation",
        "Option to foster an orphan elephant",
      ],
      wildlife: ["Orphaned African elephant calves", "Orphaned rhino (when in residence)"],
    },
    {
      day: 1,
      title: "Lunch in Karen",
      time: "12:30 PM",
      description:
        "Lunch is at a garden restaurant in Karen, a suburb named after Karen Blixen. It is a relaxed break before the afternoon's visits.",
      activities: [
        "Lunch in a garden setting",
        "Time to rest and browse local craft shops",
        "Choose the afternoon visit with your guide",
      ],
      meals: "Lunch",
    },
    {
      day: 1,
      title: "Karen Blixen Museum or Kazuri Beads",
      time: "2:00 PM - 4:00 PM",
      description:
        "Choose between the Karen Blixen Museum, the colonial farmhouse where the Danish author lived from 1917 to 1931, and Kazuri Beads, a workshop founded in 1975 that employs local women to hand-make ceramic beads and pottery. With time in hand, groups often see both.",
      activities: [
        "Guided tour of the Karen Blixen Museum and gardens",
        "Tour of the Kazuri Beads workshop",
        "Shop for handmade jewellery and pottery",
      ],
    },
    {
      day: 1,
      title: "Return to your hotel",
      time: "4:00 PM - 5:00 PM",
      description:
        "The drive back from Karen brings you to your hotel at about 5:00 PM. We can also drop you at Jomo Kenyatta International Airport or Wilson Airport.",
      activities: [
        "Drive back through Karen and Lang'ata",
        "Recap of the day's conservation stories with your guide",
        "Hotel or airport drop-off",
      ],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Vehicle with driver for the whole day: shared on Budget, private on Standard and Premium",
    "AFEW Giraffe Centre entrance fee",
    "Sheldrick Wildlife Trust nursery visit entrance fee",
    "Karen Blixen Museum entrance fee or Kazuri Beads workshop tour",
    "Professional English-speaking guide",
    "Lunch in Karen",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Travel insurance",
    "Orphan elephant fostering (optional donation)",
    "Tips for guide and driver",
    "Drinks with lunch",
    "Souvenirs and personal shopping",
  ],
  gear: [
    {
      title: "What to bring",
      items: [
        { name: "Comfortable closed shoes", essential: true },
        { name: "Sun hat and sunscreen", essential: true },
        { name: "Light jacket for the cool morning", essential: false },
        { name: "Camera", essential: false },
      ],
    },
    {
      title: "Good to have",
      items: [
        { name: "Hand sanitiser or wet wipes after giraffe feeding", essential: false },
        { name: "Cash in Kenyan shillings for crafts", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Visitor tips",
      items: [
        "The Sheldrick nursery opens to the public only from 11:00 AM to 12:00 noon, so the day is planned around it",
        "Stand back from the rope at the mud bath: baby elephants splash, and clothes may get muddy",
        "Feed giraffes only the pellets provided by the centre",
        "Nursery visits are booked in advance with the Trust; we reserve your places when we confirm your date",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 20,
    fitnessLevel: "Easy: short walks on level ground throughout the day",
    notes: [
      "Ideal for families; suitable for all ages",
      "Paths at all sites are mostly level; tell us in advance about any mobility needs",
    ],
  },
  wildlife: {
    otherWildlife: ["Rothschild's giraffe", "Orphaned African elephant calves", "Warthog"],
    conservation: [
      "AFEW Kenya's Rothschild's giraffe breeding and release programme",
      "Sheldrick Wildlife Trust orphan elephant rescue and rehabilitation",
      "Conservation education for Kenyan schoolchildren at the Giraffe Centre",
    ],
  },
  faqs: [
    {
      question: "Can we touch the baby elephants?",
      answer:
        "No. Visitors watch from behind a rope around the mud bath, which keeps the calves calm and healthy. The keepers bring them close enough for excellent photos.",
    },
    {
      question: "Why does the nursery visit have to be at 11:00 AM?",
      answer:
        "The Sheldrick Wildlife Trust opens the nursery to the public for just one hour a day, from 11:00 AM to 12:00 noon, to fit around the orphans' care routine. Our itinerary is timed around that window.",
    },
    {
      question: "Can I stay at Giraffe Manor?",
      answer:
        "Giraffe Manor, next to the Giraffe Centre, is a separate boutique hotel that books out months in advance. We are happy to help you request a stay, but it is not part of this day trip.",
    },
  ],
  childPrices: dayTripChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["giraffe-centre"], {
      budget: {
        description:
          "Join a small shared group for the giraffes, the elephant nursery, lunch in Karen and an afternoon visit.",
        features: ["Shared vehicle", "All entrance fees", "Guide", "Lunch in Karen"],
      },
      standard: {
        description:
          "Your own group in a private vehicle for the whole day, at the pace you choose.",
        features: ["Private vehicle", "All entrance fees", "Your own guide", "Lunch in Karen"],
      },
      premium: {
        description:
          "Private vehicle and guide, lunch at a Karen garden restaurant and a flexible return to your hotel.",
        features: [
          "Private vehicle",
          "All entrance fees",
          "Garden restaurant lunch",
          "Flexible return time",
        ],
      },
    }),
    duration,
  },
});
