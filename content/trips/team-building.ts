import { defineTrip } from "../../domain/catalogue/trip-schema";
import { teamBuilding } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "team-building",
  title: "Team-building Retreats",
  subtitle: "Outdoor challenges and facilitated reflection for teams of 8 to 50",
  summary:
    "Customisable outdoor team-building for 8 to 50 people: a Mount Kenya summit challenge, a Lake Naivasha team adventure or a Laikipia ranch retreat, each with trained facilitators, safe logistics and time to turn shared effort into lasting lessons.",
  overview: [
    "A team that has planned a route together, carried each other's loads up a hill or cooked dinner for fifty on a campfire comes home different. Our retreats use Kenya's mountains, lakes and ranchlands as the setting for structured challenges that build trust, communication and leadership, followed by facilitated sessions that connect the experience to your workplace.",
    "We offer three proven programmes, from a two-day ranch retreat in Laikipia to a five-day leadership challenge on Mount Kenya, run from our base in Naro Moru. Every element can be adjusted: the length, the balance between adventure and workshop time, the comfort of the accommodation and the goals you want the team to work on.",
    "Each retreat is led by our certified mountain and safari guides together with an experienced team facilitator. We handle transport from your office, accommodation, meals, permits and safety planning, so your team can concentrate on the experience.",
  ],
  duration: "2-5 Days (customizable)",
  difficulty: "Moderate",
  groupSize: { min: 8, max: 50 },
  region: "Mount Kenya, Lake Naivasha and Laikipia",
  scene: "team-camp",
  highlights: [
    "Three programme options, fully customisable from 2 to 5 days",
    "Challenges designed around your team's goals, from trust to leadership",
    "Experienced facilitators run daily debriefs and action planning",
    "Spectacular settings: Mount Kenya, the Rift Valley lakes and Laikipia ranches",
    "All logistics handled, including transport from your office in Nairobi",
    "Certified guides, first-aid-trained staff and a written safety plan for every group",
  ],
  programmes: [
    {
      id: "mount-kenya-leadership-summit",
      name: "Mount Kenya Leadership Summit Challenge",
      duration: "5 Days",
      description:
        "The most demanding option: the team plans and leads its own ascent of Mount Kenya's Sirimon route to Point Lenana (4,985 m), with a different member leading each day under the guidance of our mountain guides. Evening debriefs around the hut stove turn decisions made at altitude into lessons on leadership, pacing and looking after people under pressure.",
      activities: [
        "Team route planning and kit-check challenge at our Naro Moru base",
        "Rotating daily team leaders and navigators",
        "Sirimon route trek through forest and moorland to Shipton's Camp",
        "Pre-dawn summit push to Point Lenana",
        "Facilitated debriefs and a personal leadership action plan",
      ],
      location: "Mount Kenya National Park (Sirimon route), from our Naro Moru base",
    },
    {
      id: "lake-naivasha-team-adventure",
      name: "Lake Naivasha Team Adventure",
      duration: "3 Days",
      description:
        "An active but accessible programme for mixed-fitness teams in the Rift Valley. Teams cycle and scramble through Hell's Gate National Park, walk among giraffes on Crescent Island and take on camp challenges at a lakeshore camp, with facilitated sessions on communication and collaboration each evening.",
      activities: [
        "Cycling relay and Ol Njorowa gorge walk in Hell's Gate National Park",
        "Crescent Island walking safari with a team photo challenge",
        "Camp-building and campfire cook-off competitions",
        "Boat ride on Lake Naivasha",
        "Evening reflection sessions around the campfire",
      ],
      location: "Lake Naivasha and Hell's Gate National Park, Rift Valley",
    },
    {
      id: "laikipia-ranch-retreat",
      name: "Nanyuki & Laikipia Ranch Retreat",
      duration: "2 Days",
      description:
        "A short, comfortable retreat on a working ranch near Nanyuki, in the shadow of Mount Kenya. Mornings mix ropes-course and problem-solving challenges with camel or horseback rides; afternoons leave time for strategy workshops, and the day ends with a bush dinner under the stars.",
      activities: [
        "Low ropes course and trust exercises",
        "Camel trekking or horseback riding across the ranch",
        "Strategy and planning workshop in an outdoor boma",
        "Game drive in nearby Ol Pejeta Conservancy (optional)",
        "Bush dinner around the campfire",
      ],
      location: "Nanyuki and the Laikipia plateau",
    },
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Lake Naivasha and team formation",
      description:
        "We collect the team from your office or hotel in Nairobi for the two-hour drive into the Rift Valley. After settling into the lakeshore camp, the facilitator runs icebreakers and splits the group into teams, who compete to set up their part of camp. The day ends with a boat ride on the lake and a first campfire session on goals for the retreat.",
      activities: [
        "Pickup in Nairobi and drive to Lake Naivasha",
        "Icebreakers and team formation",
        "Camp-building challenge",
        "Sunset boat ride with hippos and fish eagles",
        "Campfire goal-setting session",
      ],
      accommodation: "Lakeshore tented camp, Lake Naivasha",
      meals: "Lunch, dinner",
    },
    {
      day: 2,
      title: "Hell's Gate cycling relay and gorge walk",
      description:
        "Teams cycle through Hell's Gate National Park among zebra, giraffe and buffalo in a relay with checkpoints and problem-solving tasks. A guided scramble through the Ol Njorowa gorge follows, where teams help each other over rock steps. Back at camp, each team cooks one course of the group dinner in a campfire cook-off.",
      activities: [
        "Cycling relay with checkpoint challenges",
        "Guided walk through the Ol Njorowa gorge",
        "Campfire cook-off competition",
        "Facilitated debrief on communication under pressure",
      ],
      accommodation: "Lakeshore tented camp, Lake Naivasha",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "Crescent Island and return to Nairobi",
      description:
        "The final morning starts with a walking safari among giraffe, zebra and wildebeest on Crescent Island, with a team photo challenge. The facilitator then leads a closing session where each team agrees three commitments to take back to work. After lunch we drive back to Nairobi, arriving in the late afternoon.",
      activities: [
        "Crescent Island walking safari",
        "Team photo challenge",
        "Closing reflection and action planning",
        "Drive back to Nairobi",
      ],
      meals: "Breakfast, lunch",
    },
  ],
  included: [
    "Pickup and drop-off at your office or hotel in Nairobi",
    "Private transport throughout the programme",
    "Accommodation as per the chosen programme",
    "All meals during the programme",
    "Park, conservancy and activity fees",
    "Certified guides and an experienced team facilitator",
    "Team-building equipment, bicycles and safety gear",
    "First-aid-trained staff and a written safety plan",
    "A post-retreat summary report for your HR or leadership team",
  ],
  notIncluded: [
    "Travel insurance",
    "Drinks other than water, tea and coffee",
    "Tips for guides, porters and camp staff",
    "Personal hiking gear and clothing",
    "Optional activities not in the agreed programme",
    "Personal expenses",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Sturdy walking shoes or boots", essential: true },
        { name: "Warm fleece or jacket for cool evenings", essential: true },
        { name: "Rain jacket", essential: true },
        { name: "Comfortable outdoor clothing you don't mind getting dirty", essential: true },
        { name: "Swimwear for camps with a pool", essential: false },
      ],
    },
    {
      title: "Personal items",
      items: [
        { name: "Refillable water bottle", essential: true },
        { name: "Sun hat and sunscreen", essential: true },
        { name: "Headlamp or torch", essential: true },
        { name: "Personal medication", essential: true },
        { name: "Notebook for workshop sessions", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Before the retreat",
      items: [
        "Share your team's goals with us so the facilitator can design the challenges around them",
        "Send us participants' dietary needs, medical conditions and mobility considerations in advance",
        "For the Mount Kenya programme, participants should start regular walking or gym training 6-8 weeks before departure",
        "Nominate a team contact person for logistics on the ground",
      ],
    },
  ],
  requirements: {
    minimumAge: 18,
    maxGroupSize: 50,
    fitnessLevel:
      "Moderate: programmes are adapted to mixed fitness; the Mount Kenya challenge needs good fitness for several long trekking days at altitude",
    notes: [
      "Minimum group size is 8 people",
      "Every challenge has a lower-intensity role so that everyone can take part",
      "Groups above 50 can be split across parallel programmes on request",
    ],
  },
  sections: [
    {
      title: "Get Custom Quote",
      placement: "sidebar",
      items: [
        "Your preferred dates and programme length, from 2 to 5 days",
        "Group size (minimum 8 people) and the mix of fitness levels",
        "The goals you want the retreat to address, such as trust, communication or leadership",
        "Choice of accommodation, from lakeshore camping to ranch lodges",
        "Facilitated workshop sessions and a post-retreat report",
        "Transport from your office, meals and special dietary needs",
        "A detailed proposal and quotation within 24 hours",
      ],
    },
  ],
  faqs: [
    {
      question: "Can we combine elements from different programmes?",
      answer:
        "Yes. The three programmes are starting points. Many teams combine, for example, a Laikipia ranch day with a shorter Mount Kenya hike, and we tailor the length and activities to your goals.",
    },
    {
      question: "What if some team members are not very fit?",
      answer:
        "Every programme has options at different intensities, and every challenge has roles that do not depend on physical strength. For the Mount Kenya challenge we discuss fitness with you in advance and can offer a lower-altitude alternative.",
    },
    {
      question: "How quickly can we receive a proposal?",
      answer:
        "Send us your dates, group size and goals and we will reply with a detailed proposal and quotation within 24 hours.",
    },
  ],
  download: {
    label: "Download PDF Brochure",
    adventureType: "team-building-retreats",
    brochure: { id: "team-building", kicker: "Programme brochure" },
  },
  pricing: { kind: "team-building", ...teamBuilding },
});
