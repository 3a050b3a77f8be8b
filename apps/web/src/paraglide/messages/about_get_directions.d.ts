/**
* | output |
* | --- |
* | "Get Directions" |
*
* @param {About_Get_DirectionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_get_directions: ((inputs?: About_Get_DirectionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Get_DirectionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Get_DirectionsInputs = {};
