/**
* | output |
* | --- |
* | "The programme has issued no credential at this address." |
*
* @param {Cred_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_unknown_why: ((inputs?: Cred_Unknown_WhyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Unknown_WhyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Unknown_WhyInputs = {};
