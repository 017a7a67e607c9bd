import type { TripInput } from "../../domain/catalogue/trip-schema";

/**
 * The operator's child price rules by kind of trip (issue 28): shares of the adult price by age
 * band, in content beside each trip's prices. Ages outside every band pay the adult price; a
 * trip's youngest traveller is its `requirements.minimumAge`. Park fees have their own child
 * rates (/admin/fees).
 */
type ChildPrices = NonNullable<TripInput["childPrices"]>;

/** Safaris and overnight trips: babies share the family's room and seat, children pay half. */
export const safariChildPrices: ChildPrices = [
  { fromAge: 0, toAge: 2, percentOfAdult: 0 },
  { fromAge: 3, toAge: 11, percentOfAdult: 50 },
];

/** Day trips: the vehicle seat and the guide cost the same, the meals and entries less. */
export const dayTripChildPrices: ChildPrices = [
  { fromAge: 0, toAge: 2, percentOfAdult: 0 },
  { fromAge: 3, toAge: 11, percentOfAdult: 60 },
];

/** Hikes that take children from 10: young hikers share the guide, not the porters' loads. */
export const youngHikerChildPrices: ChildPrices = [{ fromAge: 10, toAge: 15, percentOfAdult: 75 }];

/** Day hikes from 8: the hike costs the guide's day, the transport and lunch. */
export const dayHikeChildPrices: ChildPrices = [{ fromAge: 8, toAge: 11, percentOfAdult: 60 }];
