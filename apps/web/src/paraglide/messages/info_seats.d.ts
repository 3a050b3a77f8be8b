/**
* | output |
* | --- |
* | "{seats} seats, {fee}" |
*
* @param {Info_SeatsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_seats: ((inputs: Info_SeatsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_SeatsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_SeatsInputs = {
    seats: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
