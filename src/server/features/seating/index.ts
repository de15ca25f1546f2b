/** What other features read of a class's seating: the account export lists rooms and needs. */
export { listSeatNeeds } from "./needs";
export { listRooms } from "./rooms";
