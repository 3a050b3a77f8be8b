/**
* | output |
* | --- |
* | "Professional Headline" |
*
* @param {Profedit_HeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_headline: ((inputs?: Profedit_HeadlineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_HeadlineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_HeadlineInputs = {};
