/**
* | output |
* | --- |
* | "The next intakes at the technology parks, hubs and online. Seats are limited; apply before the closing date through the contact form or at your nearest hub." |
*
* @param {Info_Upcoming_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_intro: ((inputs?: Info_Upcoming_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Upcoming_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Upcoming_IntroInputs = {};
