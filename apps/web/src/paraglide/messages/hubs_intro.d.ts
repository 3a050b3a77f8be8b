/**
* | output |
* | --- |
* | "Software technology parks and freelancing hubs across the region give young people reliable internet, training and mentors, so they can work for clients anyw..." |
*
* @param {Hubs_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_intro: ((inputs?: Hubs_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_IntroInputs = {};
