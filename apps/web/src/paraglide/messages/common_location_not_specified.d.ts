/**
* | output |
* | --- |
* | "Location not specified" |
*
* @param {Common_Location_Not_SpecifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_location_not_specified: ((inputs?: Common_Location_Not_SpecifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Location_Not_SpecifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Location_Not_SpecifiedInputs = {};
