/**
* | output |
* | --- |
* | "Whether you are hiring or looking for work, getting started takes five simple steps." |
*
* @param {Howitworks_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_intro: ((inputs?: Howitworks_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_IntroInputs = {};
