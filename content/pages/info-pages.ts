import type { InfoPageKey } from "../../domain/pages/page-keys";
import type { InfoPageContent } from "../../domain/pages/page-schemas";

/**
 * The four pages a traveller reads before sending money to a small operator they found online
 * (issue 17): the booking conditions, privacy, safety and practical travel information. Written
 * for this operator. Since issue 29 slice 3 (decision 0067) they are the seed: a new database
 * starts with these texts as each page's revision 1, and the operator edits them at
 * /admin/pages/<key>; app/routes/info-page.tsx draws the published text. Facts that differ per
 * deployment (the licence numbers, the emergency number, the payment terms the operator sets in
 * admin) are not written here: a section names them (`live`) and the page fills them in from
 * configuration and the database (the cancellation tiers worded by
 * domain/payments/cancellation-policy.ts, like every other place), leaving out a sentence it
 * cannot back.
 */
export const infoPageSeeds: Record<InfoPageKey, InfoPageContent> = {
  "booking-conditions": {
    heading: "Booking conditions",
    intro:
      "These conditions are the agreement between you and Kilele Expeditions when you book a trip with us. They are written to be read: if anything is unclear, ask us before you pay.",
    reviewed: "2026-11-27",
    seo: {
      title: "Booking conditions: requests, deposits, cancellations",
      description:
        "How booking with Kilele Expeditions works: the request and our 24-hour reply, the deposit and balance, cancellation refunds by date, changes, insurance, health and altitude, and complaints.",
    },
    sections: [
      {
        id: "request-to-book",
        heading: "Your booking request and our reply",
        paragraphs: [
          "Sending a booking request does not take any money. Our team checks guides, vehicles, park permits and huts for your dates and replies within 24 hours, by email and on your dashboard. The price shown when you send the request is the price we confirm, unless we tell you before confirming why it must change (for example a park fee that rose); you are then free to decline.",
          "Some group departures book instantly: the trip page says so before you start. There the checkout holds your seats for a set time (the payment page shows until when) while you pay the deposit by card or M-Pesa, and shows the deposit, the balance and its due date, the ways to pay and these cancellation terms before you pay. If the deposit is not paid in time, the hold ends and the seats are freed.",
          "What confirms your booking: on a departure that books instantly, your deposit being recorded; the confirmation email follows. Every other booking (private dates, larger groups, quotes and the Trip Cart's bookings) stays a request until we confirm it in writing, and no request is confirmed before we answer it, even on a Guaranteed departure. Once confirmed, the deposit is due as your confirmation email says.",
        ],
      },
      {
        id: "payments",
        heading: "Deposit and balance",
        paragraphs: [
          "Every payment carries your booking reference, the 8-character code in your confirmation email (for example E345C836). We never ask you to pay into a personal account, and our payment details never change by email: see the last section of this page before you pay.",
        ],
        live: "payment-terms",
      },
      {
        id: "cancellation",
        heading: "If you cancel",
        paragraphs: [
          "Tell us in writing, from your dashboard or by email. What we refund depends on how many days before the departure your cancellation reaches us, because the closer the date, the more of the guides', cooks', porters', vehicles' and park bookings we have already paid for and cannot resell.",
        ],
        live: "cancellation-policy",
      },
      {
        id: "if-we-cancel",
        heading: "If we cancel or change your trip",
        paragraphs: [
          "A group departure that has not reached its minimum number of travellers by its decision day (14 days before a multi-day trip, 3 days before a day trip) may be cancelled. We then offer you another date, the same trip as a private trip at the private price, or a full refund of everything you paid: the choice is yours.",
          "On the mountain and in the parks, the guide may change the route, the camp or the day's plan for your safety, the weather or the park authorities' orders. Where a change is within our control and makes the trip materially worse, we refund the difference.",
        ],
      },
      {
        id: "changes",
        heading: "Changes you ask for",
        paragraphs: [
          "Ask from your dashboard. A change of date, group size or trip option is priced as a new quote for the new details; we confirm the new price before anything changes, and nothing is charged for asking. A new date within 30 days of the old one is treated as a change; a move further away, or to a date closer than the balance due date, may be treated as a cancellation and a new booking.",
        ],
      },
      {
        id: "insurance",
        heading: "Travel insurance",
        paragraphs: [
          "Travel insurance is a condition of joining any trip above 3,000 m and strongly advised for every other trip. For Mount Kenya and Kilimanjaro it must cover trekking to the trip's highest altitude (4,985 m on Point Lenana, 5,895 m on Kilimanjaro), emergency evacuation by road and air, and hospital treatment.",
        ],
      },
      {
        id: "health-and-altitude",
        heading: "Health, fitness and altitude",
        paragraphs: [
          "Tell us about any medical condition, medication, allergy or pregnancy that matters on the trip when you book; it is kept private and shared only with your guide. Altitude sickness can affect anyone, fit or not. Your guide may stop your ascent, or the group's, when your health or the conditions require it; that decision is final and is not a reason for a refund.",
        ],
        link: {
          text: "How we acclimatise, what we carry and how evacuation works",
          path: "/safety",
        },
      },
      {
        id: "liability",
        heading: "Our responsibility",
        paragraphs: [
          "We are responsible for arranging and running your trip with proper care and skill, through our own guides and the suppliers we choose and check. We are not responsible for events no one could foresee or avoid (severe weather, natural disasters, civil unrest, closures or orders by the authorities), for losses covered by your travel insurance, or for your own choices against your guide's advice. Nothing in these conditions limits your rights under Kenya's Consumer Protection Act 2012.",
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        paragraphs: [
          "Tell your guide during the trip, so we can put things right while you are still with us. After the trip, write to us within 28 days; we answer within 14 days. If we cannot agree, you may take the matter to the Tourism Regulatory Authority of Kenya or to the courts of Kenya.",
        ],
      },
      {
        id: "verify-us",
        heading: "Check who you are paying",
        paragraphs: [
          "Fraudsters copy tour operators' websites and send fake payment details. Before your first payment, call our office on the number below and ask us to read out the M-Pesa Paybill number and bank account for your booking. We will never ask you to pay to a phone number (Send Money), a personal name, or an account that is not on your confirmation email and this site.",
        ],
        live: "operator-credentials",
      },
    ],
  },
  privacy: {
    heading: "Privacy",
    intro:
      "We collect what we need to answer you and run your trip, and nothing for advertising. This page says exactly what that is.",
    reviewed: "2026-11-24",
    seo: {
      title: "Privacy: what we keep about you and why",
      description:
        "What Kilele Expeditions collects when you book or ask, why, how long we keep it, who processes it for us, and your rights under Kenya's Data Protection Act 2019 and the GDPR.",
    },
    sections: [
      {
        id: "who",
        heading: "Who is responsible",
        paragraphs: [
          "Kilele Expeditions, of Naro Moru, Nyeri County, Kenya, is the data controller for the personal data on this site. Write to the email address at the end of this page for anything about your data.",
        ],
      },
      {
        id: "what",
        heading: "What we collect, and why",
        points: [
          "When you ask a question or send a booking request: your name, email, phone number, the trip, dates, group size and anything you write to us. We need them to answer you and to run your trip (the contract you ask for).",
          "When you create an account: your email, your name and a password, which we store only as a salted hash. We need them to let you sign in and see your bookings.",
          "When you pay: the amount, the method, the M-Pesa receipt or card payment reference and the phone number M-Pesa reports. We keep them because tax law requires us to keep accounting records.",
          "Each traveller's details, given after the booking is confirmed by the person who booked or by the traveller through a personal link: the full name and nationality as in the passport, date of birth, dietary needs, medical notes, an emergency contact, the travel insurance and, on the treks above 3,500 m, answers about fitness and altitude. Your guide needs them to keep you safe; only the person who booked, that traveller and our team can see them, and we use them only for your trip.",
          "Technical records: the address your request came from, in our server logs (rotated and overwritten as they fill, within days) and in the counters that stop abuse of our forms (kept for an hour at most), to keep the site running and protect it. We use no advertising or tracking cookies; the one cookie we set keeps you signed in.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        points: [
          "Questions that did not lead to a booking: until you ask us to delete them.",
          "Bookings and payments: five years after the trip, as Kenya's Tax Procedures Act 2015 requires for accounting records.",
          "Travellers' details (passport name, date of birth, medical notes, emergency contact, insurance, altitude answers): erased automatically 90 days after the trip ends, or at once when the person who booked deletes their account.",
          "Your account: until you ask us to close it.",
        ],
      },
      {
        id: "processors",
        heading: "Who processes it for us",
        paragraphs: [
          "We share your data only with those who need it to run your trip or this site, under contracts that limit them to that purpose: our mail provider (to send you emails), Safaricom (when you pay by M-Pesa), Stripe (when you pay by card; your card number goes to Stripe and never reaches us), our hosting provider, and on your trip the guides, camps and park authorities that need your name and passport details. We never sell your data.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        paragraphs: [
          'Under Kenya\'s Data Protection Act 2019 and, if you are in the European Union or the United Kingdom, the GDPR, you have the right to be told how your data is used, to get a copy of it, to have it corrected, to have it deleted where we do not need to keep it by law, to object to its use and to take it elsewhere. Ask us by email and we answer within 30 days, without charge. With an account you can do two of these yourself: "My account" on your dashboard downloads everything we hold about you and deletes your account, keeping only the anonymous booking and payment records the law requires.',
          "If you are not satisfied with our answer, you may complain to Kenya's Office of the Data Protection Commissioner (odpc.go.ke) or to the data protection authority of your own country.",
        ],
        live: "operator-credentials",
      },
    ],
  },
  safety: {
    heading: "Safety on the mountain and in the parks",
    intro:
      "Mount Kenya's Point Lenana stands at 4,985 m, Kilimanjaro's Uhuru Peak at 5,895 m. At that height the mountain sets the rules. Here is how we work with it.",
    reviewed: "2026-11-24",
    seo: {
      title: "Safety: guides, altitude, evacuation and our emergency line",
      description:
        "How Kilele Expeditions keeps you safe: guide training and ratios, acclimatisation and our altitude policy, what we carry, how evacuation works, and the emergency line.",
    },
    sections: [
      {
        id: "guides",
        heading: "Guides and ratios",
        points: [
          "Every trek is led by a mountain guide registered with the park authority (Kenya Wildlife Service on Mount Kenya, Kilimanjaro National Park on Kilimanjaro) and trained in wilderness first aid, with the training renewed every two years.",
          "One guide for every four trekkers on the high treks, and never fewer than two staff with any group above 3,000 m, so one can come down with a trekker while the other goes on with the group.",
          "Safari drivers hold a professional driving licence and know the parks they drive in; on walking safaris an armed ranger of the park or conservancy walks with you.",
        ],
      },
      {
        id: "altitude",
        heading: "Altitude and acclimatisation",
        points: [
          "Our itineraries sleep no more than about 500 m higher each night above 3,000 m, with a rest or acclimatisation day on the longer routes, following the Wilderness Medical Society's guidance.",
          "Guides check each trekker every morning and evening (how you feel, the Lake Louise symptom questions, and the blood oxygen on a pulse oximeter) and write it down.",
          "Anyone with signs of high-altitude cerebral or pulmonary oedema (confusion, loss of balance, breathlessness at rest) goes down at once, with a guide, whatever the hour. No summit is worth it.",
          "Summit days have a turnaround time; a group that has not reached the top by then turns back.",
        ],
      },
      {
        id: "equipment",
        heading: "What we carry",
        paragraphs: [
          "On every trek above 3,000 m: a first-aid kit, a pulse oximeter, emergency oxygen on the summit routes, a mobile phone and a satellite messenger where there is no signal, and a written evacuation plan for each camp. Safari vehicles carry a first-aid kit and a radio or phone in every vehicle.",
        ],
      },
      {
        id: "evacuation",
        heading: "Evacuation",
        paragraphs: [
          "On Mount Kenya, a trekker who cannot walk is carried down by stretcher to the nearest road head with the help of the park's rescue team, then driven to hospital in Nanyuki or Nyeri; a helicopter can be called when the weather allows. In the parks and on the coast, air ambulance services fly patients to Nairobi. Evacuation is paid by your travel insurance, which is why we ask you to have it.",
        ],
      },
      {
        id: "emergency",
        heading: "The emergency line",
        paragraphs: [
          "Our office phone is answered day and night while any of our trips is out, for travellers and their families at home.",
        ],
        live: "emergency-contact",
      },
    ],
  },
  "travel-info": {
    heading: "Before you travel",
    intro:
      "The practical things to sort out before you fly. Entry rules and health advice change: check the official sources we link before you travel.",
    reviewed: "2026-11-24",
    seo: {
      title: "Travel information for Kenya: eTA, health, money, packing",
      description:
        "Kenya's electronic travel authorisation, yellow fever and malaria advice, altitude, money and M-Pesa, tipping, what to pack and how to get to Naro Moru.",
    },
    sections: [
      {
        id: "eta",
        heading: "Entry: Kenya's electronic travel authorisation (eTA)",
        paragraphs: [
          "Most visitors need an eTA before they fly, applied for online at etakenya.go.ke and only there (other sites charge extra). It costs about 30 US dollars plus a processing fee and usually arrives within three working days: apply at least two weeks before you travel. Citizens of most African countries have been exempt since January 2025. Your passport must be valid for six months after you arrive, with a blank page.",
          "For Kilimanjaro you also need a Tanzanian visa, which most nationalities can get online before travel or on arrival.",
        ],
      },
      {
        id: "health",
        heading: "Health",
        points: [
          "Yellow fever: vaccination is recommended for most of Kenya, and Tanzania asks for the certificate from travellers arriving from Kenya, so bring it if you go on to Kilimanjaro.",
          "Malaria: there is a risk in the parks, around the lakes and on the coast, and very little on the high mountain. Ask a travel clinic about tablets; we provide nets where camps need them.",
          "See a travel clinic six to eight weeks before you go for the vaccines your own history needs.",
        ],
      },
      {
        id: "altitude",
        heading: "Altitude",
        paragraphs: [
          "Above 2,500 m most people feel the altitude: headaches, poor sleep, less appetite. Walk slowly, drink three to four litres a day and tell your guide how you feel. If you have heart or lung conditions, ask your doctor before booking a high trek.",
        ],
        link: {
          text: "Our acclimatisation and descent rules",
          path: "/safety",
        },
      },
      {
        id: "money",
        heading: "Money",
        points: [
          "Kenya's currency is the shilling (KES). M-Pesa, Safaricom's mobile money, is accepted almost everywhere; a local SIM card with M-Pesa is easy to get with your passport.",
          "Cards work in hotels and towns; cash is needed in villages and for tips. Bring US dollar notes printed in 2009 or later: older notes are often refused.",
          "ATMs are found in Nanyuki and Nyeri, the towns nearest our base, but not in the parks.",
        ],
      },
      {
        id: "tipping",
        heading: "Tipping",
        paragraphs: [
          "Tips are a real part of mountain crews' income in East Africa, and always your choice. As a guide, per group per day on the mountain: the guide 15-20 US dollars, the cook 10-15, each porter 8-10; on safari, 10-15 a day for your driver-guide. Give tips directly to each person at the end of the trip.",
        ],
      },
      {
        id: "packing",
        heading: "What to pack",
        paragraphs: [
          "Each trip page has its gear list, also as a printable PDF. For the mountain: layers for nights below freezing, waterproofs, broken-in boots, a warm sleeping bag (we rent them), a head torch and sun protection for the equator's strong sun. For safari: neutral colours, a warm layer for early drives and binoculars.",
        ],
      },
      {
        id: "getting-here",
        heading: "Getting to Naro Moru",
        paragraphs: [
          "Naro Moru lies on the A2 road about 180 km north of Nairobi, between Nyeri and Nanyuki: three to four hours by road from Jomo Kenyatta International Airport. We meet you at the airport or your Nairobi hotel on request. Scheduled flights also link Nairobi's Wilson Airport with Nanyuki's airstrip in about 45 minutes, and we collect you there.",
        ],
      },
    ],
  },
};
