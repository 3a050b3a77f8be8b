/**
* | output |
* | --- |
* | "Upcoming availability" |
*
* @param {Wallet_UpcomingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_upcoming: ((inputs?: Wallet_UpcomingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_UpcomingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_UpcomingInputs = {};
