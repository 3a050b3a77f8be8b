/**
* | output |
* | --- |
* | "Ready to Get Started?" |
*
* @param {Home_Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_cta_heading: ((inputs?: Home_Cta_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Cta_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Cta_HeadingInputs = {};
