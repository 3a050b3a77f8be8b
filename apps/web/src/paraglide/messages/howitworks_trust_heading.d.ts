/**
* | output |
* | --- |
* | "Built for Trust" |
*
* @param {Howitworks_Trust_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_trust_heading: ((inputs?: Howitworks_Trust_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Trust_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Trust_HeadingInputs = {};
