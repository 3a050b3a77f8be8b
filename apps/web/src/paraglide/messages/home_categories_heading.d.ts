/**
* | output |
* | --- |
* | "Browse Jobs by Category" |
*
* @param {Home_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_categories_heading: ((inputs?: Home_Categories_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Categories_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Categories_HeadingInputs = {};
