// What other features use of the Useful tab: the QR code drawing (two-factor set-up shows one).
export { type QrShape, QUIET_ZONE, qrShape } from "./qr";
