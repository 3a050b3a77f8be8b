/**
* | output |
* | --- |
* | "No upcoming courses are scheduled right now. Please check back soon." |
*
* @param {Info_Upcoming_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_empty: ((inputs?: Info_Upcoming_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Upcoming_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Upcoming_EmptyInputs = {};
