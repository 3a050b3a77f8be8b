/**
* | output |
* | --- |
* | "Entrepreneurs" |
*
* @param {Home_Entrepreneurs_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_label: ((inputs?: Home_Entrepreneurs_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Entrepreneurs_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Entrepreneurs_LabelInputs = {};
