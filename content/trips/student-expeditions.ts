import { defineTrip } from "../../domain/catalogue/trip-schema";
import { schoolPrograms } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "student-expeditions",
  title: "Student Expeditions",
  subtitle: "Curriculum-linked field trips and expeditions for schools, 15 to 60 students",
  summary:
    "Educational expeditions for schools: four programmes of 4 to 7 days in wildlife conservation, cultural geography, adventure leadership and outdoor skills, linked to CBC, IGCSE and IB learning, with safeguarding built in and a detailed quote within 24 hours.",
  overview: [
    "Kenya is one of the world's great outdoor classrooms. In a single week students can stand on the floor of the Great Rift Valley, track rhinos with conservancy rangers, hear Maasai elders explain how their land is changing and test themselves on the slopes of Mount Kenya. Our student expeditions turn those experiences into structured learning that teachers can link directly to the curriculum.",
    "We run four programmes, from a 4-day wildlife conservation field trip to a 7-day outdoor expedition, for groups of 15 to 60 students. Each comes with pre-trip teaching notes, daily field activities and worksheets tied to Biology, Geography, History and life-skills outcomes, and can be adapted for CBC, IGCSE, A-level or IB classes.",
    "Safety is the foundation of every trip. Our guides are first-aid trained, every itinerary has a written risk assessment and emergency plan, and our 24/7 support line connects teachers to our operations team at any hour. We plan supervision ratios with each school and provide single-sex accommodation and dedicated female and male staff for mixed groups.",
  ],
  duration: "3-7 Days",
  difficulty: "Moderate",
  groupSize: { min: 15, max: 60 },
  region: "Nairobi, Rift Valley, Mount Kenya and Laikipia",
  scene: "team-camp",
  highlights: [
    "Four curriculum-linked programmes from 4 to 7 days",
    "Field learning with conservancy rangers, scientists and community elders",
    "Teaching notes and worksheets for CBC, IGCSE and IB classes",
    "Safeguarding built in: agreed teacher ratios and first-aid-trained staff",
    "Detailed school quote within 24 hours, with group discounts for 20+ students",
    "Flexible payment plans for schools and parents",
  ],
  programmes: [
    {
      id: "wildlife-conservation",
      name: "Wildlife Conservation",
      duration: "4 Days",
      ageGroup: "Ages 12-18",
      description:
        "Students see conservation in action, from the orphaned elephants of the Sheldrick Wildlife Trust and the Rothschild's giraffe programme at the AFEW Giraffe Centre to the rhino protection work of Ol Pejeta Conservancy, home of the last two northern white rhinos. They collect their own field data on game transects and present their findings on the final day.",
      activities: [
        "Game drive and ecology session in Nairobi National Park",
        "Sheldrick Wildlife Trust nursery and AFEW Giraffe Centre education talks",
        "Ranger-led talks on anti-poaching at Ol Pejeta Conservancy",
        "Visit to Sweetwaters Chimpanzee Sanctuary",
        "Field transect counts and group research presentations",
      ],
      location: "Nairobi National Park, Lang'ata and Ol Pejeta Conservancy (Laikipia)",
      subjects: [
        "Biology: ecosystems, food webs, adaptation and biodiversity",
        "Geography: land use and human-wildlife conflict",
        "CBC Integrated Science and Agriculture",
        "IGCSE Environmental Management",
        "IB Environmental Systems and Societies",
      ],
    },
    {
      id: "cultural-geography",
      name: "Cultural Geography",
      duration: "5 Days",
      ageGroup: "Ages 13-18",
      description:
        "A field course along the floor of the Great Rift Valley, where physical and human geography meet. Students study volcanic landforms at Mount Longonot and Hell's Gate, see how geothermal steam powers much of Kenya's grid, visit the prehistoric site at Kariandusi and spend a day with a Maasai community learning how pastoralism adapts to a changing climate.",
      activities: [
        "Rift Valley viewpoint and landform sketching",
        "Hike to the crater rim of Mount Longonot",
        "Hell's Gate gorge walk and the Olkaria geothermal area",
        "Kariandusi prehistoric site and its stone-age hand axes",
        "Maasai community day with interviews on land use and culture",
      ],
      location:
        "Great Rift Valley: Naivasha, Hell's Gate, Mount Longonot, Kariandusi and a Maasai community in Narok County",
      subjects: [
        "Geography: plate tectonics, volcanoes and geothermal energy",
        "Geography: settlement, pastoralism and climate adaptation",
        "History: human origins and Kenya's communities",
        "CBC Social Studies",
        "IGCSE and IB Geography fieldwork",
      ],
    },
    {
      id: "adventure-leadership",
      name: "Adventure Leadership",
      duration: "6 Days",
      ageGroup: "Ages 14-18",
      description:
        "Based at our home in Naro Moru, this programme builds confidence, teamwork and leadership on the slopes of Mount Kenya. Students learn navigation, camp craft and first aid, then take turns leading their team on a guided trek through the forest and moorland of the Naro Moru route, reflecting each evening on what worked and why.",
      activities: [
        "Map, compass and GPS navigation training",
        "Basic first-aid and mountain safety workshop",
        "Guided trek on the Naro Moru route to the Met Station and the Vertical Bog",
        "Rotating student leaders with daily feedback",
        "Tree-planting service project with a local community forest association",
      ],
      location: "Naro Moru and Mount Kenya National Park",
      subjects: [
        "Physical Education and Sports",
        "Life skills and pastoral care: leadership, resilience and teamwork",
        "Biology: altitude physiology",
        "Geography: mountain environments and vegetation zones",
        "IB CAS (Creativity, Activity, Service)",
      ],
    },
    {
      id: "brilliant-outdoor",
      name: "Brilliant Outdoor",
      duration: "7 Days",
      ageGroup: "Ages 14-18",
      description:
        "Our most complete programme: a week-long journey through three of Kenya's landscapes, from the forests of Mount Kenya to the ranchlands of Laikipia and the lakes of the Rift Valley. Students plan and carry out a self-supported expedition with our guides shadowing them, and the trip can be used as the Adventurous Journey for The President's Award - Kenya or the Duke of Edinburgh's International Award.",
      activities: [
        "Expedition planning, menu and budget workshop",
        "Forest and moorland camping on Mount Kenya",
        "Walking safari and camel trek in Laikipia",
        "Cycling and gorge walk in Hell's Gate National Park",
        "Community service project and final expedition presentation",
      ],
      location: "Mount Kenya, Laikipia and Lake Naivasha",
      subjects: [
        "Geography fieldwork across three ecosystems",
        "Biology: habitats and species adaptation",
        "Physical Education and outdoor education",
        "The President's Award - Kenya and Duke of Edinburgh's International Award expedition sections",
        "IB CAS (Creativity, Activity, Service)",
      ],
    },
  ],
  days: [
    {
      day: 1,
      title: "Nairobi National Park and the Giraffe Centre",
      description:
        "We collect the group from school and begin with an early game drive in Nairobi National Park, where students record species and discuss how a park survives on the edge of a capital city. After the Sheldrick Wildlife Trust nursery visit at 11:00 AM, the afternoon is spent at the AFEW Giraffe Centre with its education team.",
      activities: [
        "Game drive with species checklist",
        "Sheldrick Wildlife Trust nursery visit",
        "Giraffe Centre education session",
        "Evening briefing on the field research project",
      ],
      accommodation: "Student-friendly hostel or camp, Nairobi",
      meals: "Lunch, dinner",
    },
    {
      day: 2,
      title: "Across the equator to Ol Pejeta Conservancy",
      description:
        "The group drives north past Mount Kenya to Ol Pejeta, stopping at the equator in Nanyuki, where students put the roadside 'water-draining' demonstration to a scientific test. In the afternoon students visit the Sweetwaters Chimpanzee Sanctuary and learn why chimpanzees, not native to Kenya, are cared for here.",
      activities: [
        "Equator crossing and a science challenge on the Coriolis effect",
        "Sweetwaters Chimpanzee Sanctuary visit",
        "Afternoon game drive",
        "Campfire talk on conservation careers",
      ],
      accommodation: "Campsite in Ol Pejeta Conservancy",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "Rhinos, rangers and field research",
      description:
        "Students meet the rangers who protect Ol Pejeta's rhinos and see the enclosure of the last two northern white rhinos. In the afternoon they carry out transect counts in small groups, recording species, numbers and habitat to analyse that evening.",
      activities: [
        "Visit to the northern white rhino enclosure",
        "Ranger talk on anti-poaching and the tracking dog unit",
        "Field transect counts",
        "Data analysis workshop",
      ],
      accommodation: "Campsite in Ol Pejeta Conservancy",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 4,
      title: "Presentations and return to school",
      description:
        "Each group presents its findings and a conservation recommendation to the teachers and guides. After lunch the group drives back to Nairobi, arriving at school in the early evening.",
      activities: [
        "Group research presentations",
        "Certificates of participation",
        "Drive back to school",
      ],
      meals: "Breakfast, lunch",
    },
  ],
  included: [
    "Transport from and back to your school in Nairobi in buses or safari vehicles",
    "Accommodation in student-friendly hostels, bandas or campsites",
    "All meals during the programme, with dietary needs catered for",
    "Park, conservancy and activity entrance fees",
    "Qualified guides and a dedicated expedition leader",
    "Pre-trip teaching notes, worksheets and risk assessment",
    "First-aid-trained staff and a 24/7 emergency support line",
    "Free places for accompanying teachers according to the agreed ratio",
    "Certificates of participation",
  ],
  notIncluded: [
    "Travel and medical insurance",
    "Students' personal pocket money",
    "Drinks other than water and hot drinks with meals",
    "Personal camping gear such as sleeping bags (available to hire)",
    "Tips for guides and camp staff",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Sturdy walking shoes or boots", essential: true },
        { name: "Warm fleece and jacket for cold nights", essential: true },
        { name: "Rain jacket", essential: true },
        { name: "School-approved outdoor clothing and a sun hat", essential: true },
        { name: "Warm hat and gloves (Mount Kenya programmes)", essential: false },
      ],
    },
    {
      title: "Personal equipment",
      items: [
        { name: "Sleeping bag rated to 0°C", essential: true },
        { name: "Water bottle (1.5 litres)", essential: true },
        { name: "Headlamp or torch", essential: true },
        { name: "Notebook and pencils for fieldwork", essential: true },
        { name: "Binoculars", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Planning with your school",
      items: [
        "Send us the student count, age group, preferred dates and the programme you are interested in",
        "We share a draft itinerary, risk assessment and curriculum notes for your approval",
        "Parent information pack and consent form templates are provided",
        "Collect medical, dietary and emergency contact details for every student before departure",
        "A pre-trip briefing for students, online or at your school, is included",
      ],
    },
  ],
  requirements: {
    minimumAge: 12,
    maxGroupSize: 60,
    fitnessLevel:
      "Moderate: students should be able to walk 3-6 hours a day; Adventure Leadership and Brilliant Outdoor involve trekking at up to 3,900 m",
    documents: [
      "Signed parental consent forms",
      "Medical information and emergency contacts for each student",
      "Passports for international schools' overseas students",
    ],
    notes: [
      "Minimum group size is 15 students, maximum 60",
      "Accompanying teachers share responsibility for pastoral care; our staff lead all activities",
    ],
  },
  sections: [
    {
      title: "Why schools choose us",
      items: [
        "A detailed quote within 24 hours of your request",
        "Group discounts for 20 or more students",
        "Flexible payment plans, with a deposit and instalments that suit school and parent budgets",
        "Safeguarding first: teacher-to-student ratios agreed in advance, with at least one accompanying teacher per 10 students recommended",
        "First-aid-trained guides and staff on every trip, with a written emergency plan",
        "Curriculum links and worksheets prepared for your class",
        "Single-sex accommodation and male and female staff for mixed groups",
      ],
    },
  ],
  faqs: [
    {
      question: "How soon will we receive a quote?",
      answer:
        "Within 24 hours. Use the Request School Quote button with your student numbers, dates and preferred programme and we will send a detailed quote by email.",
    },
    {
      question: "Do you offer discounts or payment plans?",
      answer:
        "Yes. Groups of 20 or more students receive a group discount, and we offer payment plans with a deposit and instalments so that families can spread the cost.",
    },
    {
      question: "How do you keep students safe?",
      answer:
        "Every trip has a written risk assessment and emergency plan, first-aid-trained guides, agreed teacher ratios and a 24/7 support line. Students are never left without an adult, and accommodation is single-sex.",
    },
    {
      question: "Can you adapt a programme to our syllabus?",
      answer:
        "Yes. Tell us the topics you are teaching and we will adjust the activities and worksheets, whether you follow CBC, IGCSE, A-level or the IB.",
    },
  ],
  sectionTitles: { programmes: "Our Programs" },
  download: {
    label: "Download Education Brochure",
    brochure: { id: "education", kicker: "Education brochure" },
  },
  pricing: { kind: "school", programs: schoolPrograms },
});
