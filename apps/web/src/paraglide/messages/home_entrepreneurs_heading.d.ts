/**
* | output |
* | --- |
* | "Meet Our Entrepreneurs" |
*
* @param {Home_Entrepreneurs_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_heading: ((inputs?: Home_Entrepreneurs_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Entrepreneurs_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Entrepreneurs_HeadingInputs = {};
